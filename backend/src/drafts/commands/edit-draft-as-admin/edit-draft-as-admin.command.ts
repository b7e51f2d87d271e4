import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../leagues/domain/league.decider';
import { entryForAdmin } from '../../../leagues/entry-access';
import { seasonCastawayIds } from '../../domain/season-castaways';
import { decideEntryDraft } from '../decide-entry-draft';

/** A correction by the admin or the commissioner: sets the team whatever the deadline; recorded with its actor. */
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
  ) {}

  execute(command: EditDraftAsAdmin): Promise<{ message: string }> {
    return this.store.execute('EditDraftAsAdmin', command.idempotencyKey, async (tx) => {
      const entry = await entryForAdmin(tx.manager, command.leagueId, command.userName);
      await decideEntryDraft(
        tx,
        entry,
        {
          type: 'EditDraftAsAdmin',
          team: command.team,
          seasonCastawayIds: await seasonCastawayIds(tx, entry.season),
          now: this.clock.now(),
        },
        { actor: command.actor, commandId: command.idempotencyKey },
      );
      return { message: `Draft for ${entry.userName} in ${entry.leagueName} updated successfully!` };
    });
  }
}
