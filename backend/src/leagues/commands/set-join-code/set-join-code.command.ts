import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JOIN_CODE_MESSAGES } from '@tribal/contracts';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { changeLeague } from '../league-manager-change';

/** The admin or the league's commissioner changes the league's join code, or clears it (null) so that anyone may join. */
export class SetJoinCode extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly joinCode: string | null,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(SetJoinCode)
export class SetJoinCodeHandler implements ICommandHandler<SetJoinCode> {
  constructor(private readonly store: EventStore) {}

  execute(change: SetJoinCode): Promise<{ message: string }> {
    const { joinCode } = change;
    return changeLeague(this.store, change, { type: 'SetJoinCode', joinCode }, () => ({
      message: joinCode ? JOIN_CODE_MESSAGES.joinCodeSet : JOIN_CODE_MESSAGES.joinCodeCleared,
    }));
  }
}
