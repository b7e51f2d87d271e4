import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ENTRY_LINK_MESSAGES, JoinLeagueResponse } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { digestSecret, newSecret } from '../../../common/secrets';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { memberDecider, memberStreamId } from '../../domain/member.decider';

export class JoinLeague extends Command<JoinLeagueResponse> {
  constructor(
    readonly leagueId: string,
    readonly input: { userName: string; survivorName: string; realName: string; email: string; paymentMethod: string },
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(JoinLeague)
export class JoinLeagueHandler implements ICommandHandler<JoinLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ leagueId, input, idempotencyKey }: JoinLeague): Promise<JoinLeagueResponse> {
    // The entry token is the member's only key to their entry: answered once here, stored only as a digest.
    const entryToken = newSecret();
    return this.store.execute<JoinLeagueResponse>(
      'JoinLeague',
      idempotencyKey,
      async (tx) => {
        const league = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId), { lock: 'shared' }));
        await decideAndAppend(
          tx,
          memberStreamId(leagueId, input.userName),
          memberDecider,
          { type: 'JoinLeague', league, ...input, entryTokenHash: digestSecret(entryToken), now: this.clock.now() },
          { actor: `member:${input.userName}`, commandId: idempotencyKey },
        );
        return {
          message: `Welcome to ${league.name}, ${input.userName}!`,
          leagueId,
          leagueName: league.name,
          userName: input.userName,
          entryToken,
        };
      },
      {
        storedAs: ({ entryToken: _shownOnce, ...answer }) => ({
          ...answer,
          message: ENTRY_LINK_MESSAGES.alreadyJoined(answer.userName, answer.leagueName),
        }),
      },
    );
  }
}
