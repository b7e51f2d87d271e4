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

/** Opens an emailed sign-in link: the code is used up and this device gets a token of its own for the entry. */
export class ClaimEntry extends Command<ClaimEntryResponse> {
  constructor(
    readonly code: string,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

interface CodeRow {
  league_id: string;
  user_name: string;
  entry_id: string;
  /** a rejoin link mailed when the league moved on to this season; null for a sign-in link */
  rejoin_season: number | null;
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
        const [claimed]: CodeRow[] = await tx.manager.query(
          // (TypeORM answers an UPDATE's RETURNING as [rows, count]; a CTE makes it a plain SELECT answer.)
          `WITH used AS (
           UPDATE entry_sign_in_codes SET used_at = $2
            WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
            RETURNING league_id, user_name, entry_id, rejoin_season)
         SELECT * FROM used`,
          [digestSecret(code), now],
        );
        if (!claimed) throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        const league = fold(leagueDecider, await tx.readStream(leagueStreamId(claimed.league_id), { lock: 'shared' }));
        if (league.status !== 'active') throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        const entryTokenHash = digestSecret(entryToken);
        // A rejoin link opens the season it was mailed for, and only while the league still plays it.
        if (claimed.rejoin_season !== null && claimed.rejoin_season !== league.season)
          throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        // The stream of the entry the link was mailed for (its stored key); a removed member's link opens nothing.
        // A rejoin's member left the read table when the league moved on: its stream is keyed by the mailed name.
        const [entry]: Array<{ name_key: string }> =
          claimed.rejoin_season === null
            ? await tx.manager.query('SELECT name_key FROM league_members WHERE league_id = $1 AND entry_id = $2', [
                claimed.league_id,
                claimed.entry_id,
              ])
            : [{ name_key: memberNameKey(claimed.user_name) }];
        if (!entry) throw badRequest(ENTRY_LINK_MESSAGES.invalidCode, 'code');
        await decideAndAppend(
          tx,
          memberStreamId(claimed.league_id, entry.name_key),
          memberDecider,
          claimed.rejoin_season === null
            ? { type: 'IssueEntryToken', league, entryId: claimed.entry_id, entryTokenHash, now }
            : {
                type: 'RejoinLeague',
                league,
                // A rejoin is a join of the new season: it finds the league full like any other (the code stays unused).
                size: await leagueSize(tx, claimed.league_id, this.config.maxLeagueMembers),
                entryId: claimed.entry_id,
                entryTokenHash,
                now,
              },
          { actor: `member:${claimed.user_name}` },
        );
        // A rejoin is a new membership: its entry is the new token's.
        const entryId = claimed.rejoin_season === null ? claimed.entry_id : entryIdOf(entryTokenHash);
        // The commissioner who rejoins stays the commissioner, by their new entry (the league knows them by entry).
        // Asked only for their rejoin: taking the league's lock for every rejoin would make two at once deadlock.
        if (claimed.rejoin_season !== null && league.commissionerEntryId === claimed.entry_id)
          await decideAndAppend(
            tx,
            leagueStreamId(claimed.league_id),
            leagueDecider,
            { type: 'RenewCommissionerEntry', pastEntryId: claimed.entry_id, entryId },
            { actor: `member:${claimed.user_name}` },
          );
        const [member]: MemberRow[] = await tx.manager.query(
          `SELECT l.name AS league_name, m.user_name, m.survivor_name, m.real_name, m.email, m.payment_method
           FROM league_members m JOIN leagues l ON l.id = m.league_id
           WHERE m.league_id = $1 AND m.entry_id = $2`,
          [claimed.league_id, entryId],
        );
        // The link was mailed to this address: opening it proves its owner reads it.
        await confirmEmail(tx, member.email, 'entry-link', now);
        return {
          leagueId: claimed.league_id,
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
