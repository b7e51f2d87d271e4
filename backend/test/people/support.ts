import { mailedCode } from '../mail/support/mailed-links';
import type { SmtpTestServer } from '../mail/support/smtp-test-server';
import type { TestApp } from '../support/test-app';

/** Each call comes from a client address of its own (the app trusts its loopback proxy), so rate limits never meet. */
let nextAddress = 10;
export const newAddress = () => ({ 'x-forwarded-for': `192.0.2.${nextAddress++ % 250}` });

export interface SignedIn {
  token: string;
  email: string;
  /** the `Cookie` header the web app would send back: the session cookie the sign-in set */
  cookie: string;
  /** the whole `Set-Cookie` the sign-in answered */
  setCookie: string;
}

/** Asks for a sign-in link for `email` and answers the code of the mail it brought. */
export async function mailedSignInCode(t: TestApp, smtp: SmtpTestServer, email: string): Promise<string> {
  const before = smtp.received.length;
  const asked = await t.request('POST', '/api/me/sign-in-link', { body: { email }, headers: newAddress() });
  if (asked.status !== 202) throw new Error(`sign-in link failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  return mailedCode(smtp, email, '/me/sign-in', before);
}

/** A device signs in as the person of `email` by the emailed link: its token and its cookie. */
export async function signInByLink(
  t: TestApp,
  smtp: SmtpTestServer,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const code = await mailedSignInCode(t, smtp, email);
  const signedIn = await t.request<{ token: string; email: string }>('POST', '/api/me/sign-in', {
    body: { code },
    headers: { ...newAddress(), ...headers },
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const setCookie = signedIn.headers.get('set-cookie') ?? '';
  return { ...signedIn.body, cookie: setCookie.split(';')[0], setCookie };
}
