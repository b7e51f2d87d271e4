import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { HappeningResponse } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { scoresStreamId } from '../../domain/score.events';
import { scoresDecider } from '../../domain/scores.decider';

/** DELETE /api/scores/{season}/{episode}/happenings/{id}: undone by an event; the happening stays in the feed. */
export class UndoHappening extends Command<HappeningResponse> {
  constructor(
    readonly season: number,
    readonly episode: number,
    readonly happeningId: number,
    readonly expectedVersion?: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(UndoHappening)
export class UndoHappeningHandler implements ICommandHandler<UndoHappening> {
  constructor(private readonly store: EventStore) {}

  execute({
    season,
    episode,
    happeningId,
    expectedVersion,
    idempotencyKey,
  }: UndoHappening): Promise<HappeningResponse> {
    return this.store.execute('UndoHappening', idempotencyKey, async (tx) => {
      const appended = await decideAndAppend(
        tx,
        scoresStreamId(season),
        scoresDecider,
        { type: 'UndoHappening', season, episode, happeningId, expectedVersion },
        { actor: 'admin', commandId: idempotencyKey },
      );
      const [undone] = eventsOfType(appended, 'HappeningUndone');
      return { id: happeningId, version: undone.streamVersion, points: undone.data.points };
    });
  }
}
