import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { preparedRows } from '../database/query-rows';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { PicksChanged } from '../live/picks-changed.notification';
import { isPickEvent } from './domain/pick.events';

const HANDLES = eventTypes('EliminationPickSubmitted', 'EliminationPickCorrected', 'MemberRemoved', 'LeagueDeleted');
type Handled = EventsIn<typeof HANDLES>;

/** Read table `elimination_picks`. */
@Injectable()
export class PicksProjection extends RegisteredProjection<Handled> {
  readonly name = 'picks';
  readonly readTables = ['elimination_picks'];
  readonly handles = HANDLES;

  /** A batch of picks is one upsert; anything else is applied in turn. */
  async applyAll(events: readonly StoredEvent<Handled>[], context: ProjectionContext): Promise<void> {
    const picks = events.filter(isPickEvent).map((event) => event.data);
    if (picks.length > 0) {
      await preparedRows(
        context.manager,
        'picks.upsert-all',
        `INSERT INTO elimination_picks (league_id, season, user_name, episode, castaway_id, picked_at)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
         ON CONFLICT (league_id, season, user_name, episode)
         DO UPDATE SET castaway_id = excluded.castaway_id, picked_at = excluded.picked_at`,
        [
          picks.map((d) => d.leagueId),
          picks.map((d) => d.season),
          picks.map((d) => d.userName),
          picks.map((d) => d.episode),
          picks.map((d) => d.castawayId),
          picks.map((d) => d.pickedAt),
        ],
      );
      // The live push spaces these per league and episode (PicksPushHandler): one per pick is fine here.
      for (const d of picks)
        context.afterCommit(new PicksChanged({ leagueId: d.leagueId, season: d.season, episode: d.episode }));
    }
    for (const event of events) if (!isPickEvent(event)) await this.apply(event, context);
  }

  async apply(event: StoredEvent<Handled>, context: ProjectionContext): Promise<void> {
    const { manager } = context;
    switch (event.type) {
      case 'EliminationPickSubmitted':
      case 'EliminationPickCorrected': {
        const d = event.data;
        await preparedRows(
          manager,
          'picks.upsert',
          `INSERT INTO elimination_picks (league_id, season, user_name, episode, castaway_id, picked_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (league_id, season, user_name, episode) DO UPDATE SET castaway_id = $5, picked_at = $6`,
          [d.leagueId, d.season, d.userName, d.episode, d.castawayId, d.pickedAt],
        );
        context.afterCommit(new PicksChanged({ leagueId: d.leagueId, season: d.season, episode: d.episode }));
        return;
      }
      case 'MemberRemoved':
        await manager.query('DELETE FROM elimination_picks WHERE league_id = $1 AND user_name = $2', [
          event.data.leagueId,
          event.data.userName,
        ]);
        return;
      case 'LeagueDeleted':
        await manager.query('DELETE FROM elimination_picks WHERE league_id = $1', [event.data.leagueId]);
        return;
    }
  }
}
