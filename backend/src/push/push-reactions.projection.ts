import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { PushNotices } from './push-notices';

const HANDLES = eventTypes('HappeningRecorded', 'EpisodeScored', 'CommissionerHandedOver');
type Handled = EventsIn<typeof HANDLES>;

/**
 * The facts of the game that notify, as they are appended: the notifications' intents are recorded in the very
 * transaction of the fact (sent if and only if it commits). Not a read model: it keeps no table, and a rebuild's
 * replay (`replaying`) records nothing, since nothing new happened. Stage 3: after the standings (stage 2), so
 * "you are 3rd" reads the standings the fact made.
 */
@Injectable()
export class PushReactions extends RegisteredProjection<Handled> {
  readonly name = 'push-reactions';
  readonly readTables = [];
  readonly handles = HANDLES;
  readonly stage = 3;

  constructor(
    registry: ProjectionRegistry,
    private readonly notices: PushNotices,
  ) {
    super(registry);
  }

  async apply(event: StoredEvent<Handled>, context: ProjectionContext): Promise<void> {
    if (context.replaying) return;
    switch (event.type) {
      case 'HappeningRecorded': {
        // A tap of "voted out" on the live screen.
        const out = Object.entries(event.data.changes)
          .filter(([, change]) => change.votedOut === true)
          .map(([id]) => Number(id));
        await this.notices.castawaysVotedOut(context, event.data.season, event.data.episode, out);
        return;
      }
      case 'EpisodeScored': {
        // A save of the episode's grid: who it marks voted out (each heard of once), and where everyone stands.
        const out = Object.entries(event.data.records)
          .filter(([, record]) => record.votedOut)
          .map(([id]) => Number(id));
        await this.notices.castawaysVotedOut(context, event.data.season, event.data.episode, out);
        await this.notices.standingsAfterEpisode(context, event.data.season, event.data.episode);
        return;
      }
      case 'CommissionerHandedOver':
        await this.notices.leagueHandedOver(context, event.data.leagueId, event.data.toUserName, `${event.position}`);
        return;
    }
  }
}
