import { DraftsByUser, MESSAGES } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead } from '../../common/database-read';
import { notFound } from '../../common/domain-error';

export class ListDrafts extends DatabaseRead<DraftsByUser> {
  constructor(
    readonly leagueId: string,
    readonly season?: number,
  ) {
    super();
  }

  async read(db: EntityManager): Promise<DraftsByUser> {
    const { leagueId, season } = this;
    const league: Array<{ season: number }> = await db.query('SELECT season FROM leagues WHERE id = $1', [leagueId]);
    if (league.length === 0) throw notFound(MESSAGES.leagueNotFound);
    const rows: Array<{ user_name: string; team: number[]; swap_used: boolean; locked_at: Date }> = await db.query(
      'SELECT user_name, team, swap_used, locked_at FROM drafts WHERE league_id = $1 AND season = $2 ORDER BY user_name',
      [leagueId, season ?? league[0].season],
    );
    return Object.fromEntries(
      rows.map((r) => [
        r.user_name,
        { team: r.team, swapUsed: r.swap_used, timestamp: new Date(r.locked_at).toISOString() },
      ]),
    );
  }
}
