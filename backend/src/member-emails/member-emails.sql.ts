import { EntityManager } from 'typeorm';

/**
 * The SQL that writes the `confirmed_emails` and `league_mail_unsubscribes` read tables (the member-emails
 * projection); `mailableMember` (mail/league-mail-audience) reads them.
 */

export async function recordConfirmedEmail(manager: EntityManager, email: string, confirmedAt: string): Promise<void> {
  await manager.query(
    'INSERT INTO confirmed_emails (email, confirmed_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
    [email, confirmedAt],
  );
}

export async function recordLeagueMailUnsubscribe(
  manager: EntityManager,
  email: string,
  leagueId: string,
  unsubscribedAt: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO league_mail_unsubscribes (email, league_id, unsubscribed_at) VALUES ($1, $2, $3)
           ON CONFLICT (email, league_id) DO NOTHING`,
    [email, leagueId, unsubscribedAt],
  );
}

/** The league's name, or undefined for an unknown league (the unsubscribe page names the league it stopped). */
export async function leagueNameOf(manager: EntityManager, leagueId: string): Promise<string | undefined> {
  const [league]: Array<{ name: string }> = await manager.query('SELECT name FROM leagues WHERE id = $1', [leagueId]);
  return league?.name;
}
