import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SCORE_MESSAGES } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { scoresStreamId } from '../../domain/score.events';
import { scoresDecider } from '../../domain/scores.decider';
import { readSeasonNumbers } from '../../queries/scores.sql';

/** DELETE /api/scores: every season's scores cleared, as events (the history stays in the store). */
export class ClearScores extends Command<{ message: string }> {
  constructor(readonly idempotencyKey?: string) {
    super();
  }
}

@CommandHandler(ClearScores)
export class ClearScoresHandler implements ICommandHandler<ClearScores> {
  constructor(private readonly store: EventStore) {}

  execute({ idempotencyKey }: ClearScores): Promise<{ message: string }> {
    return this.store.execute('ClearScores', idempotencyKey, async (tx) => {
      for (const season of await readSeasonNumbers(tx.manager)) {
        await decideAndAppend(
          tx,
          scoresStreamId(season),
          scoresDecider,
          { type: 'ClearScores', season },
          {
            actor: 'admin',
            commandId: idempotencyKey,
          },
        );
      }
      return { message: SCORE_MESSAGES.cleared };
    });
  }
}
