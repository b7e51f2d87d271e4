import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SWAP_MESSAGES } from '@tribal/contracts';
import { EntryCredential, requireEntryToken } from '../../../access/entry-access';
import { seasonCastawayIds } from '../../../castaways/queries/season-castaways';
import { Clock } from '../../../common/clock';
import { EventStore } from '../../../event-store/event-store.service';
import { readSeasonProgress } from '../../../game/season-progress.sql';
import { readSeasonSchedule } from '../../../game/season-schedule.sql';
import { SeasonsService } from '../../../game/seasons.service';
import { decideEntryDraft } from '../decide-entry-draft';

export class SwapCastaway extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly team: number[],
    /** the entry's token, or the session of the person who owns it */
    readonly credential: EntryCredential,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SwapCastaway)
export class SwapCastawayHandler implements ICommandHandler<SwapCastaway> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly seasons: SeasonsService,
  ) {}

  execute(command: SwapCastaway): Promise<{ message: string }> {
    return this.store.execute('SwapCastaway', command.idempotencyKey, async (tx) => {
      const entry = await requireEntryToken(tx.manager, command.leagueId, command.userName, command.credential);
      const castawayIds = await seasonCastawayIds(tx, entry.season);
      const progress = await readSeasonProgress(tx.manager, entry.season);
      // Spec §9: the swap closes at 7pm ET on the day of the swap episode (10 of 14, by the schedule) unless the
      // league set its own.
      const schedule = await readSeasonSchedule(tx.manager, entry.season);
      const { episodes } = await this.seasons.require(entry.season, tx.manager);
      await decideEntryDraft(
        tx,
        entry,
        {
          type: 'SwapCastaway',
          team: command.team,
          seasonCastawayIds: castawayIds,
          leagueCutoffs: entry.weeklyEliminationCutoffs,
          schedule,
          episodes,
          votedOut: new Set(progress.votedOutIn.keys()),
          lastScoredEpisode: progress.lastScoredEpisode,
          now: this.clock.now(),
        },
        { actor: `member:${entry.userName}`, commandId: command.idempotencyKey },
      );
      return { message: SWAP_MESSAGES.success };
    });
  }
}
