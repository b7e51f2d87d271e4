import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClaimEntryResponse, ENTRY_LINK_MESSAGES, memberNameKey } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { badRequest } from '../../../common/domain-error';
import { digestSecret, newSecret } from '../../../common/secrets';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../../leagues/domain/league.decider';
import { leagueStreamId } from '../../../leagues/domain/league.events';
import { entryIdOf, memberDecider, memberStreamId } from '../../../leagues/domain/member.decider';
import { leagueSize } from '../../../leagues/league-size';
import { confirmEmail } from '../../../member-emails/email-confirmation';
import { entrySignInCodes } from '../../../sign-in/sign-in-codes.sql';

/** Opens an emailed sign-in link: the code is used up and this device gets a token of its own for the entry. */
export class ClaimEntry extends Command<ClaimEntryResponse> {
  constructor(
    readonly code: string,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

interface MemberRow {
  league_name: string;
  user_name: string;
  survivor_name: string;
  real_name: string;
  email: string;
  payment_method: string;
}

@CommandHandler(ClaimEntry)
export class ClaimEntryHandler implements ICommandHandler<ClaimEntry> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Using up the code and issuing the token are one transaction: a refused claim (member since removed) leaves
   * the code as it was, and two devices racing with one code cannot both win (the UPDATE takes the row's lock).
   */
  async execute({ code, idempotencyKey }: ClaimEntry): Promise<ClaimEntryResponse> {
    const entryToken = newSecret();
    const now = this.clock.now();
    // A retry with the Idempotency-Key answers the first answer, the token included (sealed under the key).
    return this.store.execute(
      'ClaimEntry',
      idempotencyKey,
      async (tx) => {
        const claimed = await entrySignInCodes.redeem(tx.manager, code, now);
        if (!claimed) throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        const league = fold(leagueDecider, await tx.readStream(leagueStreamId(claimed.leagueId), { lock: 'shared' }));
        if (league.status !== 'active') throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        const entryTokenHash = digestSecret(entryToken);
        // A rejoin link opens the season it was mailed for, and only while the league still plays it.
        if (claimed.rejoinSeason !== null && claimed.rejoinSeason !== league.season)
          throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        // The stream of the entry the link was mailed for (its stored key); a removed member's link opens nothing.
        // A rejoin's member left the read table when the league moved on: its stream is keyed by the mailed name.
        const [entry]: Array<{ name_key: string }> =
          claimed.rejoinSeason === null
            ? await tx.manager.query('SELECT name_key FROM league_members WHERE league_id = $1 AND entry_id = $2', [
                claimed.leagueId,
                claimed.entryId,
              ])
            : [{ name_key: memberNameKey(claimed.userName) }];
        if (!entry) throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        await decideAndAppend(
          tx,
          memberStreamId(claimed.leagueId, entry.name_key),
          memberDecider,
          claimed.rejoinSeason === null
            ? { type: 'IssueEntryToken', league, entryId: claimed.entryId, entryTokenHash, now }
            : {
                type: 'RejoinLeague',
                league,
                // A rejoin is a join of the new season: it finds the league full like any other (the code stays unused).
                size: await leagueSize(tx, claimed.leagueId, this.config.maxLeagueMembers),
                entryId: claimed.entryId,
                entryTokenHash,
                now,
              },
          { actor: `member:${claimed.userName}` },
        );
        // A rejoin is a new membership: its entry is the new token's.
        const entryId = claimed.rejoinSeason === null ? claimed.entryId : entryIdOf(entryTokenHash);
        // The commissioner who rejoins stays the commissioner, by their new entry (the league knows them by entry).
        // Asked only for their rejoin: taking the league's lock for every rejoin would make two at once deadlock.
        if (claimed.rejoinSeason !== null && league.commissionerEntryId === claimed.entryId)
          await decideAndAppend(
            tx,
            leagueStreamId(claimed.leagueId),
            leagueDecider,
            { type: 'RenewCommissionerEntry', pastEntryId: claimed.entryId, entryId },
            { actor: `member:${claimed.userName}` },
          );
        const [member]: MemberRow[] = await tx.manager.query(
          `SELECT l.name AS league_name, m.user_name, m.survivor_name, m.real_name, m.email, m.payment_method
           FROM league_members m JOIN leagues l ON l.id = m.league_id
           WHERE m.league_id = $1 AND m.entry_id = $2`,
          [claimed.leagueId, entryId],
        );
        // The link was mailed to this address: opening it proves its owner reads it.
        await confirmEmail(tx, member.email, 'entry-link', now);
        return {
          leagueId: claimed.leagueId,
          leagueName: member.league_name,
          userName: member.user_name,
          entryToken,
          survivorName: member.survivor_name,
          realName: member.real_name,
          email: member.email,
          paymentMethod: member.payment_method,
        };
      },
      { sealed: true },
    );
  }
}
