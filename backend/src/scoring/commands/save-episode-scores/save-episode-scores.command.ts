import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ScoreRecord } from '@tribal/contracts';
import { seasonCastawayIds } from '../../../castaways/queries/season-castaways';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { scoresStreamId } from '../../domain/score.events';
import { scoresDecider } from '../../domain/scores.decider';

export class SaveEpisodeScores extends Command<{ season: number; episode: number; version: number }> {
  constructor(
    readonly season: number,
    readonly episode: number,
    readonly records: Record<string, ScoreRecord>,
    readonly expectedVersion?: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SaveEpisodeScores)
export class SaveEpisodeScoresHandler implements ICommandHandler<SaveEpisodeScores> {
  constructor(private readonly store: EventStore) {}

  execute(command: SaveEpisodeScores): Promise<{ season: number; episode: number; version: number }> {
    return this.store.execute('SaveEpisodeScores', command.idempotencyKey, async (tx) => {
      const appended = await decideAndAppend(
        tx,
        scoresStreamId(command.season),
        scoresDecider,
        {
          type: 'SaveEpisodeScores',
          season: command.season,
          episode: command.episode,
          records: command.records,
          expectedVersion: command.expectedVersion,
          seasonCastawayIds: await seasonCastawayIds(tx, command.season),
        },
        { actor: 'admin', commandId: command.idempotencyKey },
      );
      const [scored] = eventsOfType(appended, 'EpisodeScored');
      const { season, episode, version } = scored.data;
      return { season, episode, version };
    });
  }
}
