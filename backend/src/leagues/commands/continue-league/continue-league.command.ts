import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ENTRY_CLAIM_PATH, LeagueDetails, REJOIN_LINK_DAYS } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EventStore } from '../../../event-store/event-store.service';
import { SeasonsService } from '../../../game/seasons.service';
import { appLink } from '../../../mail/app-link';
import { MailOutbox } from '../../../mail/mail-outbox';
import { rejoinMail } from '../../../mail/templates/member-link-mails';
import { entrySignInCodes } from '../../../sign-in/sign-in-codes.sql';
import { getLeagueDetails } from '../../queries/league-rows.sql';
import { appendLeagueChange } from '../league-manager-change';

/** POST /api/leagues/{id}/continue: the league carries on into `season`; every past member is mailed a rejoin link. */
export class ContinueLeague extends Command<LeagueDetails> {
  constructor(
    readonly leagueId: string,
    readonly season: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

interface PastMember {
  user_name: string;
  email: string;
  entry_id: string;
}

@CommandHandler(ContinueLeague)
export class ContinueLeagueHandler implements ICommandHandler<ContinueLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly seasons: SeasonsService,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The move, the rejoin codes and their mails are one transaction: a member has a working link if and only if
   * the league moved and the mail is in the outbox. Only the codes' digests are stored (as for sign-in links, whose
   * claim also opens these).
   */
  execute({ leagueId, season, idempotencyKey }: ContinueLeague): Promise<LeagueDetails> {
    const now = this.clock.now();
    return this.store.execute('ContinueLeague', idempotencyKey, async (tx) => {
      const next = await this.seasons.require(season, tx.manager);
      // The members of the season that ends: read before the move empties the league's member list.
      const members: PastMember[] = await tx.manager.query(
        'SELECT user_name, email, entry_id FROM league_members WHERE league_id = $1 ORDER BY user_name',
        [leagueId],
      );
      const change = { leagueId, idempotencyKey, actor: 'admin' } as const;
      const [event] = await appendLeagueChange(tx, change, { type: 'ContinueLeague', season, now });
      const { fromSeason } = event.data as { fromSeason: number };
      const league = await getLeagueDetails(tx.manager, leagueId, true);
      const mails = [];
      for (const member of members) {
        const { code } = await entrySignInCodes.issue(
          tx.manager,
          { leagueId, userName: member.user_name, entryId: member.entry_id, rejoinSeason: season },
          now,
          REJOIN_LINK_DAYS * 86_400_000,
        );
        mails.push({
          intentKey: `rejoin:${leagueId}:${season}:${member.entry_id}`,
          to: member.email,
          ...rejoinMail({
            userName: member.user_name,
            leagueName: league.name,
            fromSeason,
            season,
            seasonTitle: next.title,
            premiere: next.premiere,
            rejoinLink: appLink(this.config, ENTRY_CLAIM_PATH, { code }),
          }),
        });
      }
      if (mails.length > 0) await this.outbox.record(tx, mails);
      return league;
    });
  }
}
