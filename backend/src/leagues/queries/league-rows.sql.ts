import {
  CommissionerSettings,
  DEFAULT_COMMISSIONER_SETTINGS,
  LeagueDetails,
  LeagueSummary,
  MESSAGES,
} from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { notFound } from '../../common/domain-error';

/**
 * The SQL that reads the `leagues` and `league_members` read tables, in one place. A league waiting for its
 * commissioner's activation is not listed and not found.
 */

interface LeagueDbRow {
  id: string;
  name: string;
  commissioner: string;
  commissioner_user_name: string | null;
  season: number;
  draft_deadline: Date | null;
  weekly_elimination_cutoffs: Record<string, string>;
  tribes: Array<{ name: string; color: string }>;
  members: Array<{ userName: string; email: string }>;
  commissioner_settings: CommissionerSettings | null;
}

const DETAILS_SQL = `
  SELECT l.id, l.name, l.commissioner, l.commissioner_user_name, l.season, l.draft_deadline, l.weekly_elimination_cutoffs, l.tribes, l.commissioner_settings,
    COALESCE((SELECT json_agg(json_build_object('userName', m.user_name, 'email', m.email) ORDER BY m.joined_at)
              FROM league_members m WHERE m.league_id = l.id), '[]'::json) AS members
  FROM leagues l`;

const toDetails = (r: LeagueDbRow, withEmails: boolean): LeagueDetails => ({
  id: r.id,
  name: r.name,
  commissioner: r.commissioner,
  // Only for a commissioner who plays under another name (self-serve, or after a hand-over).
  ...(r.commissioner_user_name && { commissionerUserName: r.commissioner_user_name }),
  season: r.season,
  draftDeadline: r.draft_deadline ? new Date(r.draft_deadline).toISOString() : null,
  weeklyEliminationCutoffs: r.weekly_elimination_cutoffs,
  members: withEmails ? r.members : r.members.map(({ userName }) => ({ userName })),
  tribes: r.tribes,
  commissionerSettings: r.commissioner_settings ?? DEFAULT_COMMISSIONER_SETTINGS,
});

export async function listLeagueSummaries(manager: EntityManager): Promise<LeagueSummary[]> {
  return manager.query('SELECT id, name FROM leagues WHERE active ORDER BY created_at, name');
}

export async function listLeagueDetails(manager: EntityManager, withEmails: boolean): Promise<LeagueDetails[]> {
  const rows: LeagueDbRow[] = await manager.query(`${DETAILS_SQL} WHERE l.active ORDER BY l.created_at, l.name`);
  return rows.map((r) => toDetails(r, withEmails));
}

export async function getLeagueDetails(
  manager: EntityManager,
  leagueId: string,
  withEmails: boolean,
): Promise<LeagueDetails> {
  const rows: LeagueDbRow[] = await manager.query(`${DETAILS_SQL} WHERE l.id = $1 AND l.active`, [leagueId]);
  if (rows.length === 0) throw notFound(MESSAGES.leagueNotFound);
  return toDetails(rows[0], withEmails);
}
