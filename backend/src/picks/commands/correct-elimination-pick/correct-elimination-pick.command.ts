import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PICK_MESSAGES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { entryForAdmin } from '../../../leagues/entry-access';
import { readPickRules } from '../../../scoring/season-progress.sql';
import { pickDecider } from '../../domain/pick.decider';
import { picksStreamId } from '../../domain/pick.events';

/** PUT /api/admin/leagues/{id}/elimination-pick: the admin sets a pick whatever the cutoff. */
export class CorrectEliminationPick extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly episode: number,
    readonly castawayId: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(CorrectEliminationPick)
export class CorrectEliminationPickHandler implements ICommandHandler<CorrectEliminationPick> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute(command: CorrectEliminationPick): Promise<{ message: string }> {
    return this.store.execute('CorrectEliminationPick', command.idempotencyKey, async (tx) => {
      const entry = await entryForAdmin(tx.manager, command.leagueId, command.userName);
      const context = await readPickRules(tx.manager, entry.season, command.episode);
      await decideAndAppend(
        tx,
        picksStreamId(entry.leagueId, entry.season, entry.entryId),
        pickDecider,
        {
          type: 'CorrectEliminationPick',
          leagueId: entry.leagueId,
          season: entry.season,
          userName: entry.userName,
          episode: command.episode,
          castawayId: command.castawayId,
          seasonCastawayIds: context.seasonCastawayIds,
          votedOutIn: context.votedOutIn,
          now: this.clock.now(),
        },
        { actor: 'admin', commandId: command.idempotencyKey },
      );
      return { message: PICK_MESSAGES.adminUpdated };
    });
  }
}
