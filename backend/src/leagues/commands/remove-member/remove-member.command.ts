import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { memberNameKey } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { memberDecider, memberStreamId } from '../../domain/member.decider';

export class RemoveMember extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(RemoveMember)
export class RemoveMemberHandler implements ICommandHandler<RemoveMember> {
  constructor(private readonly store: EventStore) {}

  execute({ leagueId, userName, idempotencyKey, actor }: RemoveMember): Promise<{ message: string }> {
    return this.store.execute('RemoveMember', idempotencyKey, async (tx) => {
      const league = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId), { lock: 'shared' }));
      const appended = await decideAndAppend(
        tx,
        memberStreamId(leagueId, memberNameKey(userName)),
        memberDecider,
        { type: 'RemoveMember', league, userName },
        { actor, commandId: idempotencyKey },
      );
      const [removed] = eventsOfType(appended, 'MemberRemoved');
      return { message: `${removed.data.userName} was removed from the league.` };
    });
  }
}
