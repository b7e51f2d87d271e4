import { mailedCode } from '../../mail/support/mailed-links';
import type { SmtpTestServer } from '../../mail/support/smtp-test-server';
import { joinBody, type TestApp } from '../../support/test-app';

export { mailedCode };

/** Each call comes from an address of its own (the app trusts its loopback proxy), so rate limits never meet. */
let nextAddress = 10;
export const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++ % 250}` });

export function startBody(
  leagueName: string,
  email: string,
  userName: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    leagueName,
    commissionerName: `${userName} Commish`,
    tribes: [{ name: 'Kele', color: 'blue' }],
    season: 49,
    commissionerEmail: email,
    ...joinBody(userName),
    ...overrides,
  };
}

export interface StartedLeague {
  leagueId: string;
  commissionerToken: string;
  entryToken: string;
}

/** A visitor starts a league and opens the emailed activation link: the league, the commissioner's token, their entry. */
export async function startAndActivate(
  t: TestApp,
  smtp: SmtpTestServer,
  leagueName: string,
  email: string,
  userName: string,
): Promise<StartedLeague> {
  const before = smtp.received.length;
  const started = await t.request('POST', '/api/leagues', {
    body: startBody(leagueName, email, userName),
    headers: newAddress(),
  });
  if (started.status !== 202) throw new Error(`start failed: ${started.status} ${JSON.stringify(started.body)}`);
  const code = await mailedCode(smtp, email, '/league/activate', before);
  const activated = await t.request<StartedLeague>('POST', '/api/leagues/activate', {
    body: { code },
    headers: newAddress(),
  });
  if (activated.status !== 200)
    throw new Error(`activate failed: ${activated.status} ${JSON.stringify(activated.body)}`);
  return activated.body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
