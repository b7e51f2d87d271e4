import { DraftsByUser, MESSAGES } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead } from '../../common/database-read';
import { notFound } from '../../common/domain-error';
import { readDraftRows, readLeagueSeason } from '../drafts.sql';

export class ListDrafts extends DatabaseRead<DraftsByUser> {
  constructor(
    readonly leagueId: string,
    readonly season?: number,
  ) {
    super();
  }

  async read(db: EntityManager): Promise<DraftsByUser> {
    const { leagueId, season } = this;
    const leagueSeason = await readLeagueSeason(db, leagueId);
    if (leagueSeason === undefined) throw notFound(MESSAGES.leagueNotFound);
    const rows = await readDraftRows(db, leagueId, season ?? leagueSeason);
    return Object.fromEntries(
      rows.map((r) => [
        r.user_name,
        { team: r.team, swapUsed: r.swap_used, timestamp: new Date(r.locked_at).toISOString() },
      ]),
    );
  }
}
