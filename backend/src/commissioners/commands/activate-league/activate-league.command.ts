import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ActivateLeagueResponse, memberNameKey } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { digestSecret, newSecret } from '../../../common/secrets';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { activationGone, leagueDecider } from '../../../leagues/domain/league.decider';
import { leagueStreamId } from '../../../leagues/domain/league.events';
import { entryIdOf, memberDecider, memberStreamId } from '../../../leagues/domain/member.decider';
import { leagueSize } from '../../../leagues/league-size';
import { confirmEmail } from '../../../member-emails/email-confirmation';
import { commissionerCodes } from '../../../sign-in/sign-in-codes.sql';
import { CommissionerAuthService } from '../../auth/commissioner-auth.service';

/** POST /api/leagues/activate: the emailed code, once; the league goes live with its commissioner's entry. */
export class ActivateLeague extends Command<ActivateLeagueResponse> {
  constructor(
    readonly code: string,
    readonly idempotencyKey?: string,
    /** labels the new commissioner session in their list of devices */
    readonly userAgent?: string,
  ) {
    super();
  }
}

@CommandHandler(ActivateLeague)
export class ActivateLeagueHandler implements ICommandHandler<ActivateLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly sessions: CommissionerAuthService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Using up the code, activating, joining the commissioner's entry and opening their session are one
   * transaction: two devices racing with one link cannot both win (the UPDATE takes the code row's lock).
   */
  execute({ code, idempotencyKey, userAgent }: ActivateLeague): Promise<ActivateLeagueResponse> {
    const entryToken = newSecret();
    const entryTokenHash = digestSecret(entryToken);
    const now = this.clock.now();
    // A retry with the Idempotency-Key answers the first answer, tokens included (sealed under the key).
    return this.store.execute(
      'ActivateLeague',
      idempotencyKey,
      async (tx) => {
        const claimed = await commissionerCodes.redeem(tx.manager, code, now, { purpose: 'activate' });
        if (!claimed?.leagueId) throw activationGone();
        const history = await tx.readStream(leagueStreamId(claimed.leagueId));
        const activatedEvents = await decideAndAppend(
          tx,
          leagueStreamId(claimed.leagueId),
          leagueDecider,
          // The commissioner is known by this entry from now on, never by a name (issue 33).
          { type: 'ActivateLeague', now, commissionerEntryId: entryIdOf(entryTokenHash) },
          { actor: 'commissioner' },
        );
        const league = fold(leagueDecider, [...history, ...activatedEvents]);
        const entry = league.commissionerEntry;
        if (!entry) throw activationGone();
        await decideAndAppend(
          tx,
          // Keyed like every member's (issue 33: the name as typed, "Sandra", was an entry no look-up could find).
          memberStreamId(league.leagueId, memberNameKey(entry.userName)),
          memberDecider,
          {
            type: 'JoinLeague',
            league,
            // The commissioner's own entry is the league's first member, and counts as one.
            size: await leagueSize(tx, league.leagueId, this.config.maxLeagueMembers),
            ...entry,
            email: claimed.email,
            entryTokenHash,
            now,
          },
          { actor: `member:${entry.userName}` },
        );
        // The activation link was mailed to the commissioner: opening it proves they read the address.
        await confirmEmail(tx, claimed.email, 'activation-link', now);
        const commissionerToken = await this.sessions.openSession(claimed.email, tx.manager, userAgent);
        return {
          leagueId: league.leagueId,
          leagueName: league.name,
          commissionerToken,
          entryToken,
          ...entry,
          email: claimed.email,
        };
      },
      { sealed: true },
    );
  }
}
