import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JoinLeagueResponse, MESSAGES, memberNameKey } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { digestSecret, newSecret } from '../../../common/secrets';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { admitsJoinCode } from '../../domain/join-code';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { memberDecider, memberStreamId } from '../../domain/member.decider';

export class JoinLeague extends Command<JoinLeagueResponse> {
  constructor(
    readonly leagueId: string,
    readonly input: {
      userName: string;
      survivorName: string;
      realName: string;
      email: string;
      paymentMethod: string;
      /** the league's join code, when it has one */
      password?: string;
    },
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
    // The entry token is the member's only key to their entry: stored only as a digest, and answered again only to
    // a retry that brings the same Idempotency-Key (the answer is kept sealed under it).
    const entryToken = newSecret();
    return this.store.execute<JoinLeagueResponse>(
      'JoinLeague',
      idempotencyKey,
      async (tx) => {
        const league = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId), { lock: 'shared' }));
        const { password, ...member } = input;
        // Checked against the league as this transaction reads it (its shared lock holds off a code change), and
        // only for a league that exists: an unknown league still answers 404 from the decider.
        if (league.status === 'active' && !(await admitsJoinCode(league.joinCode, password))) {
          throw new DomainError(403, MESSAGES.incorrectPassword);
        }
        await decideAndAppend(
          tx,
          memberStreamId(leagueId, memberNameKey(input.userName)),
          memberDecider,
          { type: 'JoinLeague', league, ...member, entryTokenHash: digestSecret(entryToken), now: this.clock.now() },
          // (No commandId: the raw Idempotency-Key opens the sealed answer, so it is not written to the log.)
          { actor: `member:${input.userName}` },
        );
        return {
          message: `Welcome to ${league.name}, ${input.userName}!`,
          leagueId,
          leagueName: league.name,
          userName: input.userName,
          entryToken,
        };
      },
      { sealed: true },
    );
  }
}
