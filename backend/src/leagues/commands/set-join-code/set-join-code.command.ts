import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JOIN_CODE_MESSAGES } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole, leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

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

  execute({ leagueId, joinCode, idempotencyKey, actor }: SetJoinCode): Promise<{ message: string }> {
    return this.store.execute('SetJoinCode', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'SetJoinCode', joinCode },
        { actor, commandId: idempotencyKey },
      );
      return { message: joinCode ? JOIN_CODE_MESSAGES.joinCodeSet : JOIN_CODE_MESSAGES.joinCodeCleared };
    });
  }
}
