import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { COMMISSIONER_MESSAGES, CommissionerSettings } from '@tribal/contracts';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { changeLeague } from '../league-manager-change';

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

  execute(change: SetCommissionerSettings): Promise<{ message: string }> {
    const command = { type: 'SetCommissionerSettings', settings: change.settings } as const;
    return changeLeague(this.store, change, command, () => ({ message: COMMISSIONER_MESSAGES.saved }));
  }
}
