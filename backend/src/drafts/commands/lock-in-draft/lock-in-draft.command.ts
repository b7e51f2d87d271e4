import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntryCredential, requireEntryToken } from '../../../access/entry-access';
import { seasonCastawayIds } from '../../../castaways/queries/season-castaways';
import { Clock } from '../../../common/clock';
import { EventStore } from '../../../event-store/event-store.service';
import { decideEntryDraft } from '../decide-entry-draft';

export class LockInDraft extends Command<{ message: string }> {
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

@CommandHandler(LockInDraft)
export class LockInDraftHandler implements ICommandHandler<LockInDraft> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute(command: LockInDraft): Promise<{ message: string }> {
    return this.store.execute('LockInDraft', command.idempotencyKey, async (tx) => {
      const entry = await requireEntryToken(tx.manager, command.leagueId, command.userName, command.credential);
      const castawayIds = await seasonCastawayIds(tx, entry.season);
      await decideEntryDraft(
        tx,
        entry,
        {
          type: 'LockInDraft',
          team: command.team,
          seasonCastawayIds: castawayIds,
          draftDeadline: entry.draftDeadline,
          // Read inside the transaction, after the locks: the deadline is judged when the draft is decided.
          now: this.clock.now(),
        },
        { actor: `member:${entry.userName}`, commandId: command.idempotencyKey },
      );
      return { message: 'Your draft is locked in. Good luck!' };
    });
  }
}
