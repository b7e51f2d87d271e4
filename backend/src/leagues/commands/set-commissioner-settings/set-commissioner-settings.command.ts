import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { COMMISSIONER_MESSAGES, CommissionerSettings } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole, leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

export class SetCommissionerSettings extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly settings: CommissionerSettings,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(SetCommissionerSettings)
export class SetCommissionerSettingsHandler implements ICommandHandler<SetCommissionerSettings> {
  constructor(private readonly store: EventStore) {}

  execute({ leagueId, settings, idempotencyKey, actor }: SetCommissionerSettings): Promise<{ message: string }> {
    return this.store.execute('SetCommissionerSettings', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'SetCommissionerSettings', settings },
        { actor, commandId: idempotencyKey },
      );
      return { message: COMMISSIONER_MESSAGES.saved };
    });
  }
}
