import { EntityManager } from 'typeorm';
import { DeadlineMailPlan, DeadlineMove } from './domain/deadline-moves';

/** The SQL of `deadline_mail_batches` (a league's deadline moves waiting for their digest), in one place. */

export interface BatchRow {
  last_mailed_at: Date | null;
  pending: DeadlineMove[];
  due_at: Date | null;
}

/** The leagues whose digest is due by `now` (one league, or all of them), soonest first. */
export async function dueDigestLeagues(manager: EntityManager, now: Date, leagueId?: string): Promise<string[]> {
  const due: Array<{ league_id: string }> = await manager.query(
    `SELECT league_id FROM deadline_mail_batches
        WHERE due_at <= $1 AND ($2::text IS NULL OR league_id = $2) ORDER BY due_at`,
    [now, leagueId ?? null],
  );
  return due.map((row) => row.league_id);
}

/** The league's batch row, locked until commit (made on the league's first move). */
export async function lockBatch(manager: EntityManager, leagueId: string): Promise<BatchRow> {
  await manager.query('INSERT INTO deadline_mail_batches (league_id) VALUES ($1) ON CONFLICT DO NOTHING', [leagueId]);
  const [row]: BatchRow[] = await manager.query(
    'SELECT last_mailed_at, pending, due_at FROM deadline_mail_batches WHERE league_id = $1 FOR UPDATE',
    [leagueId],
  );
  return row;
}

export async function saveBatch(manager: EntityManager, leagueId: string, plan: DeadlineMailPlan): Promise<void> {
  await manager.query(
    'UPDATE deadline_mail_batches SET last_mailed_at = $2, pending = $3, due_at = $4 WHERE league_id = $1',
    [leagueId, plan.batch.lastMailedAt, JSON.stringify(plan.batch.pending), plan.dueAt],
  );
}
