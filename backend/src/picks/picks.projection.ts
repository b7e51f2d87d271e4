import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { PicksChanged } from '../live/picks-changed.notification';
import { isPickEvent } from './domain/pick.events';
import { deleteLeaguePicks, deleteMemberPicks, upsertPick, upsertPicks } from './picks.sql';

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
      await upsertPicks(context.manager, picks);
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
        await upsertPick(manager, d);
        context.afterCommit(new PicksChanged({ leagueId: d.leagueId, season: d.season, episode: d.episode }));
        return;
      }
      case 'MemberRemoved':
        await deleteMemberPicks(manager, event.data.leagueId, event.data.userName);
        return;
      case 'LeagueDeleted':
        await deleteLeaguePicks(manager, event.data.leagueId);
        return;
    }
  }
}
