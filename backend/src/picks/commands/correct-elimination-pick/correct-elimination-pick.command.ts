import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PICK_MESSAGES } from '@tribal/contracts';
import { toAccess } from '../../../access/entry-access';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { castawayNames, EntryCorrectedMail, isCommissionersEntry } from '../../../leagues/entry-corrections';
import { pickCorrectedLine } from '../../../mail/templates/league-mails';
import { pickDecider } from '../../domain/pick.decider';
import { picksStreamId } from '../../domain/pick.events';
import { readEntryAndPickRules } from '../../entry-pick-rules.sql';

/**
 * PUT /api/admin/leagues/{id}/elimination-pick: the admin sets a pick whatever the cutoff; the commissioner once the
 * episode has aired or records its vote-out, on any entry but their own. The member is mailed before → after.
 */
export class CorrectEliminationPick extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly episode: number,
    readonly castawayId: number,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(CorrectEliminationPick)
export class CorrectEliminationPickHandler implements ICommandHandler<CorrectEliminationPick> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly mail: EntryCorrectedMail,
  ) {}

  execute(command: CorrectEliminationPick): Promise<{ message: string }> {
    return this.store.execute('CorrectEliminationPick', command.idempotencyKey, async (tx) => {
      // The league-manager guard has already checked the caller: the entry without its token.
      const { row, rules: context } = await readEntryAndPickRules(
        tx.manager,
        command.leagueId,
        command.userName,
        command.episode,
      );
      const entry = toAccess(row);
      const stream = picksStreamId(entry.leagueId, entry.season, entry.entryId);
      const was = fold(pickDecider, await tx.readStream(stream)).picks.get(command.episode);
      const [corrected] = await decideAndAppend(
        tx,
        stream,
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
          leagueCutoffs: row.weekly_elimination_cutoffs ?? {},
          schedule: context.airTime ? { [String(command.episode)]: context.airTime.toISOString() } : {},
          episodeHasVoteOut: context.episodeHasVoteOut,
          by: command.actor,
          commissionersOwnEntry: await isCommissionersEntry(tx, entry.leagueId, entry.entryId),
          episodes: context.episodes,
          now: this.clock.now(),
        },
        { actor: command.actor, commandId: command.idempotencyKey },
      );
      // The member's own pick, to the member alone: naming it in their mail unseals nothing.
      const name = await castawayNames(tx, was === undefined ? [command.castawayId] : [was, command.castawayId]);
      const change = pickCorrectedLine(
        command.episode,
        was === undefined ? 'none' : name(was),
        name(command.castawayId),
      );
      await this.mail.record(tx, entry, command.actor, change, corrected);
      return { message: PICK_MESSAGES.adminUpdated };
    });
  }
}
