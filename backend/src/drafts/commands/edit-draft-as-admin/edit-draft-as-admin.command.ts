import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { entryForAdmin } from '../../../access/entry-access';
import { seasonCastawayIds } from '../../../castaways/queries/season-castaways';
import { Clock } from '../../../common/clock';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { readSeasonProgress } from '../../../game/season-progress.sql';
import { castawayNames, EntryCorrectedMail, isCommissionersEntry } from '../../../leagues/entry-corrections';
import { teamCorrectedLine } from '../../../mail/templates/league-mails';
import { readTeam } from '../../drafts.sql';
import { decideEntryDraft } from '../decide-entry-draft';

/**
 * A correction by the admin or the commissioner: sets the team whatever the deadline; recorded with its actor. The
 * admin's counts from episode 1; a commissioner's from the next unscored episode, and never on their own entry.
 * The member is mailed before → after.
 */
export class EditDraftAsAdmin extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly team: number[],
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(EditDraftAsAdmin)
export class EditDraftAsAdminHandler implements ICommandHandler<EditDraftAsAdmin> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly mail: EntryCorrectedMail,
  ) {}

  execute(command: EditDraftAsAdmin): Promise<{ message: string }> {
    return this.store.execute('EditDraftAsAdmin', command.idempotencyKey, async (tx) => {
      const entry = await entryForAdmin(tx.manager, command.leagueId, command.userName);
      const was: number[] = (await readTeam(tx.manager, entry)) ?? [];
      const appended = await decideEntryDraft(
        tx,
        entry,
        {
          type: 'EditDraftAsAdmin',
          team: command.team,
          by: command.actor,
          commissionersOwnEntry: await isCommissionersEntry(tx, entry.leagueId, entry.entryId),
          lastScoredEpisode: (await readSeasonProgress(tx.manager, entry.season)).lastScoredEpisode,
          seasonCastawayIds: await seasonCastawayIds(tx, entry.season),
          now: this.clock.now(),
        },
        { actor: command.actor, commandId: command.idempotencyKey },
      );
      const [edited] = eventsOfType(appended, 'DraftEditedByAdmin');
      const name = await castawayNames(tx, [...was, ...command.team]);
      const list = (ids: number[]) => (ids.length ? ids.map(name).join(', ') : 'none');
      const from = edited.data.effectiveFromEpisode ?? 1;
      await this.mail.record(tx, entry, command.actor, teamCorrectedLine(list(was), list(command.team), from), edited);
      return { message: `Draft for ${entry.userName} in ${entry.leagueName} updated successfully!` };
    });
  }
}
