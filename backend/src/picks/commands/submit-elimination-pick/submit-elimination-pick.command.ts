import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PICK_MESSAGES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { entryWithToken } from '../../../leagues/entry-access';
import { pickDecider } from '../../domain/pick.decider';
import { picksStreamId } from '../../domain/pick.events';
import { readEntryAndPickRules } from '../../entry-pick-rules.sql';

export class SubmitEliminationPick extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly episode: number,
    readonly castawayId: number,
    readonly entryToken: string | undefined,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SubmitEliminationPick)
export class SubmitEliminationPickHandler implements ICommandHandler<SubmitEliminationPick> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute(command: SubmitEliminationPick): Promise<{ message: string }> {
    return this.store.execute('SubmitEliminationPick', command.idempotencyKey, async (tx) => {
      const {
        row,
        rules: { airTime, ...rules },
      } = await readEntryAndPickRules(tx.manager, command.leagueId, command.userName, command.episode);
      const entry = entryWithToken(row, command.entryToken);
      const streamId = picksStreamId(entry.leagueId, entry.season, entry.entryId);
      const history = await tx.readStream(streamId, { lock: 'none' });
      const state = fold(pickDecider, history);
      const events = pickDecider.decide(
        {
          type: 'SubmitEliminationPick',
          leagueId: entry.leagueId,
          season: entry.season,
          userName: entry.userName,
          episode: command.episode,
          castawayId: command.castawayId,
          leagueCutoffs: entry.weeklyEliminationCutoffs,
          // Only this episode's air time matters to this pick; read in the same round trip as the rest.
          schedule: airTime ? { [String(command.episode)]: airTime.toISOString() } : {},
          ...rules,
          // Read just before deciding (and again on a retry): the clock judges the moment the pick is decided.
          now: this.clock.now(),
        },
        state,
      );
      await tx.append(streamId, history.length, events, {
        actor: `member:${entry.userName}`,
        commandId: command.idempotencyKey,
      });
      return { message: state.picks.has(command.episode) ? PICK_MESSAGES.updated : PICK_MESSAGES.submitted };
    });
  }
}
