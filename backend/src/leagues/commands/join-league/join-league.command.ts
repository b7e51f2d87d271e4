import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JoinLeagueResponse, MESSAGES, memberNameKey } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { conflict, DomainError } from '../../../common/domain-error';
import { digestSecret, newSecret } from '../../../common/secrets';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { brokeUniqueKey } from '../../../event-store/database-errors';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { normalisedEmail } from '../../../member-emails/domain/member-email.events';
import { EmailConfirmationMail } from '../../../member-emails/email-confirmation';
import { attachEntryToPerson } from '../../../people/attach-entry';
import { admitsJoinCode } from '../../domain/join-code';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { entryIdOf, memberDecider, memberStreamId } from '../../domain/member.decider';
import { leagueSize } from '../../league-size';
import { JoinCodeGuessing } from './join-code-guessing';

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
    /** the address of the person signed in on the joining device (issue 29): the new entry is theirs at once */
    readonly signedInAs?: string,
  ) {
    super();
  }
}

@CommandHandler(JoinLeague)
export class JoinLeagueHandler implements ICommandHandler<JoinLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly guessing: JoinCodeGuessing,
    private readonly confirmation: EmailConfirmationMail,
  ) {}

  async execute({ leagueId, input, idempotencyKey, signedInAs }: JoinLeague): Promise<JoinLeagueResponse> {
    // The entry token is the member's only key to their entry: stored only as a digest, and answered again only to
    // a retry that brings the same Idempotency-Key (the answer is kept sealed under it).
    const entryToken = newSecret();
    const joined = this.store.execute<JoinLeagueResponse>(
      'JoinLeague',
      idempotencyKey,
      async (tx) => {
        const league = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId), { lock: 'shared' }));
        const { password, ...member } = input;
        // Checked against the league as this transaction reads it (its shared lock holds off a code change), and
        // only for a league that exists: an unknown league still answers 404 from the decider.
        if (league.status === 'active' && league.joinCode.kind !== 'open') {
          await this.guessing.refuseWhilePaused(leagueId);
          if (!(await admitsJoinCode(league.joinCode, password))) {
            await this.guessing.countWrongCode(leagueId);
            throw new DomainError(403, MESSAGES.incorrectPassword);
          }
        }
        const size = await leagueSize(tx, leagueId, this.config.maxLeagueMembers);
        const now = this.clock.now();
        await decideAndAppend(
          tx,
          memberStreamId(leagueId, memberNameKey(input.userName)),
          memberDecider,
          {
            type: 'JoinLeague',
            league,
            size,
            ...member,
            entryTokenHash: digestSecret(entryToken),
            now,
          },
          // (No commandId: the raw Idempotency-Key opens the sealed answer, so it is not written to the log.)
          { actor: `member:${input.userName}` },
        );
        // Joined with another address than the signed-in person's (a family member's, an old one): the entry is
        // attached to the person in the same transaction. Joined with their own, it is theirs already.
        if (signedInAs && normalisedEmail(signedInAs) !== normalisedEmail(input.email)) {
          const entry = { leagueId, entryId: entryIdOf(digestSecret(entryToken)), userName: input.userName };
          await attachEntryToPerson(tx, entry, signedInAs, now);
        }
        // Anyone can type any address here (N1): league mail waits until its owner confirms it.
        await this.confirmation.recordFor(tx, input.email, league.name, now);
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
    // A name the read table already holds (an entry keyed before names had one key) is taken too: 409, never 500.
    return joined.catch((error: unknown) => {
      if (brokeUniqueKey(error, 'league_members_pkey') || brokeUniqueKey(error, 'league_members_name_key'))
        throw conflict(MESSAGES.userNameTaken);
      throw error;
    });
  }
}
