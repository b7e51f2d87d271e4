import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { HappeningRequest, HappeningResponse } from '@tribal/contracts';
import { tribesAt } from '../../../castaways/domain/castaway.decider';
import { seasonCast } from '../../../castaways/queries/season-castaways';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { scoresStreamId } from '../../domain/score.events';
import { scoresDecider } from '../../domain/scores.decider';

/** POST /api/scores/{season}/{episode}/happenings: one thing that happened, appended to the season's score stream. */
export class RecordHappening extends Command<HappeningResponse> {
  constructor(
    readonly season: number,
    readonly episode: number,
    readonly happening: HappeningRequest,
    readonly expectedVersion?: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(RecordHappening)
export class RecordHappeningHandler implements ICommandHandler<RecordHappening> {
  constructor(private readonly store: EventStore) {}

  execute(command: RecordHappening): Promise<HappeningResponse> {
    const { season, episode, happening, expectedVersion, idempotencyKey } = command;
    return this.store.execute('RecordHappening', idempotencyKey, async (tx) => {
      // The cast under a shared lock (as a grid save reads it): tribes and names as of this episode.
      const cast = await seasonCast(tx, season);
      const names = new Map([...cast.castaways].map(([id, fields]) => [id, fields.name]));
      const appended = await decideAndAppend(
        tx,
        scoresStreamId(season),
        scoresDecider,
        {
          type: 'RecordHappening',
          season,
          episode,
          happening,
          expectedVersion,
          cast: { names, tribes: tribesAt(cast, episode) },
        },
        { actor: 'admin', commandId: idempotencyKey },
      );
      const [recorded] = eventsOfType(appended, 'HappeningRecorded');
      const { happeningId, points } = recorded.data;
      return { id: happeningId, version: recorded.streamVersion, points };
    });
  }
}
