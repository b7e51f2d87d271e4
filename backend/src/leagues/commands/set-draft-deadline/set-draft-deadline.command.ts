import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DRAFT_MESSAGES } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

export class SetDraftDeadline extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly draftDeadline: Date | null,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SetDraftDeadline)
export class SetDraftDeadlineHandler implements ICommandHandler<SetDraftDeadline> {
  constructor(private readonly store: EventStore) {}

  execute({ leagueId, draftDeadline, idempotencyKey }: SetDraftDeadline): Promise<{ message: string }> {
    return this.store.execute('SetDraftDeadline', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'SetDraftDeadline', draftDeadline },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { message: DRAFT_MESSAGES.draftDeadlineUpdated };
    });
  }
}
