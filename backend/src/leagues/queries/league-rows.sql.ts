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
  join_code: string | null;
  join_code_required: boolean;
}

/** A league needs a code when it has one, or only the hash of one (a league from before codes were kept readable). */
const JOIN_CODE_REQUIRED = '(l.join_code IS NOT NULL OR l.password_hash IS NOT NULL)';

const DETAILS_SQL = `
  SELECT l.id, l.name, l.commissioner, l.commissioner_user_name, l.season, l.draft_deadline, l.weekly_elimination_cutoffs, l.tribes, l.commissioner_settings,
    l.join_code, ${JOIN_CODE_REQUIRED} AS join_code_required,
    COALESCE((SELECT json_agg(json_build_object('userName', m.user_name, 'email', m.email) ORDER BY m.joined_at)
              FROM league_members m WHERE m.league_id = l.id), '[]'::json) AS members
  FROM leagues l`;

const toDetails = (r: LeagueDbRow, withEmails: boolean, withJoinCode = withEmails): LeagueDetails => ({
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
  joinCodeRequired: r.join_code_required,
  // The code only for the admin and the league's commissioner: the invite link carries it.
  ...(withJoinCode ? { joinCode: r.join_code } : {}),
});

export async function listLeagueSummaries(manager: EntityManager): Promise<LeagueSummary[]> {
  return manager.query(
    `SELECT l.id, l.name, ${JOIN_CODE_REQUIRED} AS "joinCodeRequired" FROM leagues l WHERE l.active ORDER BY l.created_at, l.name`,
  );
}

export async function listLeagueDetails(manager: EntityManager, withEmails: boolean): Promise<LeagueDetails[]> {
  const rows: LeagueDbRow[] = await manager.query(`${DETAILS_SQL} WHERE l.active ORDER BY l.created_at, l.name`);
  return rows.map((r) => toDetails(r, withEmails));
}

export async function getLeagueDetails(
  manager: EntityManager,
  leagueId: string,
  withEmails: boolean,
  withJoinCode = withEmails,
): Promise<LeagueDetails> {
  const rows: LeagueDbRow[] = await manager.query(`${DETAILS_SQL} WHERE l.id = $1 AND l.active`, [leagueId]);
  if (rows.length === 0) throw notFound(MESSAGES.leagueNotFound);
  return toDetails(rows[0], withEmails, withJoinCode);
}
