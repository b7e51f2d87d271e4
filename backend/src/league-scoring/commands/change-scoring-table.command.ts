import { setImmediate } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  leaguePath,
  leagueRecordPath,
  MESSAGES,
  SCORING_TABLE_MESSAGES,
  ScoringTable,
  scoringTableChanges,
  scoringTableLocked,
  seasonEpisodeRanges,
} from '@tribal/contracts';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { decideAndAppend } from '../../event-store/decide-and-append';
import { CommandTransaction, EventStore } from '../../event-store/event-store.service';
import { LeagueManagerRole } from '../../game/league-manager-role';
import { readSeasonSchedule } from '../../game/season-schedule.sql';
import { SeasonsService } from '../../game/seasons.service';
import { appLink } from '../../mail/app-link';
import { LeagueMailUnsubscribe } from '../../mail/league-mail-unsubscribe';
import { MailIntent, MailOutbox } from '../../mail/mail-outbox';
import { scoringTableChangedMail } from '../../mail/templates/league-mails';
import { readStandingsVersion } from '../../standings/standings.sql';
import { scoringTableDecider } from '../domain/league-scoring.decider';
import { scoringTableStreamId } from '../domain/league-scoring.events';
import { readFinaleProgress, readMailableMembers, readMemberRanks, readScoringLeague } from '../league-scoring.sql';

export class ChangeScoringTable extends Command<{ message: string; standingsVersion: number }> {
  constructor(
    readonly leagueId: string,
    readonly table: ScoringTable,
    readonly actor: LeagueManagerRole,
    /** `If-Match`: the standings version the commissioner previewed */
    readonly expectedStandingsVersion?: number,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** Mails built between two turns of the event loop. */
const MAILS_PER_TURN = 200;

/** The league-season, its standings version and whether its table is locked: what a change is decided against. */
export async function scoringTableContext(
  tx: Pick<CommandTransaction, 'manager'>,
  seasons: SeasonsService,
  leagueId: string,
) {
  const league = await readScoringLeague(tx.manager, leagueId);
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  const { episodes } = await seasons.require(league.season, tx.manager);
  const progress = await readFinaleProgress(tx.manager, league.season);
  return {
    league,
    locked: scoringTableLocked({ finaleEpisode: seasonEpisodeRanges(episodes).finale, ...progress }),
    lastScoredEpisode: progress.lastScoredEpisode,
    standingsVersion: await readStandingsVersion(tx.manager, leagueId, league.season),
  };
}

/**
 * PUT /api/leagues/{id}/scoring: one event; the projections recompute the league-season's standings under the new
 * table in the same transaction; then every member who takes the league's mail gets their old and new rank (the
 * outbox, in the same transaction: mailed if and only if the change commits).
 */
@CommandHandler(ChangeScoringTable)
export class ChangeScoringTableHandler implements ICommandHandler<ChangeScoringTable> {
  constructor(
    private readonly store: EventStore,
    private readonly seasons: SeasonsService,
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(change: ChangeScoringTable): Promise<{ message: string; standingsVersion: number }> {
    const { leagueId, table, actor, expectedStandingsVersion, idempotencyKey } = change;
    return this.store.execute('ChangeScoringTable', idempotencyKey, async (tx) => {
      const { league, locked, lastScoredEpisode, standingsVersion } = await scoringTableContext(
        tx,
        this.seasons,
        leagueId,
      );
      const ranksBefore = await readMemberRanks(tx.manager, leagueId, league.season);
      const { locked: _ignored, ...values } = table;
      // The GET answers the deadline in force; sent back unchanged, the premiere's air time is the default, not a
      // deadline of the league's own (a later schedule change then still moves it).
      const premiere = (await readSeasonSchedule(tx.manager, league.season))['1'];
      if (values.predictionDeadline && premiere && Date.parse(values.predictionDeadline) === Date.parse(premiere))
        values.predictionDeadline = null;
      // One spelling of a time (offsets and fractions differ): a save of the same deadline changes nothing.
      if (values.predictionDeadline) values.predictionDeadline = new Date(values.predictionDeadline).toISOString();
      const events = await decideAndAppend(
        tx,
        scoringTableStreamId(leagueId, league.season),
        scoringTableDecider,
        {
          type: 'ChangeScoringTable',
          leagueId,
          season: league.season,
          table: values,
          locked,
          standingsVersion,
          expectedStandingsVersion,
          now: this.clock.now(),
        },
        { actor, commandId: idempotencyKey },
      );
      const changed = events[0];
      if (!changed) return { message: SCORING_TABLE_MESSAGES.saved, standingsVersion };
      const ranksAfter = new Map(
        (await readMemberRanks(tx.manager, leagueId, league.season)).map((r) => [r.userName, r.rank]),
      );
      const rankBefore = new Map(ranksBefore.map((r) => [r.userName, r.rank]));
      const byEmail = new Map<string, string[]>();
      for (const { email, userName } of await readMailableMembers(tx.manager, leagueId))
        byEmail.set(email, [...(byEmail.get(email) ?? []), userName]);
      const changes = scoringTableChanges(changed.data.before, changed.data.after).map(
        (c) => `${c.label}: ${c.before} → ${c.after}`,
      );
      const scope = { leagueId, leagueName: league.name };
      const intents: MailIntent[] = [];
      for (const [email, userNames] of byEmail) {
        // A league of 10,000 builds 10,000 mails; every await here resolves at once, so without a turn of the event
        // loop now and then the other leagues' live pushes would wait for the whole loop (issue 32's benchmark).
        if (intents.length > 0 && intents.length % MAILS_PER_TURN === 0) await setImmediate();
        const words = scoringTableChangedMail({
          leagueName: league.name,
          userNames,
          changes,
          ranks: userNames.map((userName) => ({
            userName,
            before: rankBefore.get(userName) ?? 1,
            after: ranksAfter.get(userName) ?? 1,
          })),
          throughEpisode: lastScoredEpisode,
          standingsLink: appLink(this.config, leaguePath(leagueId)),
          recordLink: appLink(this.config, leagueRecordPath(leagueId)),
        });
        intents.push(
          await this.unsubscribe.unsubscribable(
            { intentKey: `scoring-table:${changed.streamId}:${changed.streamVersion}:${email}`, to: email, ...words },
            scope,
          ),
        );
      }
      await this.outbox.record(tx, intents);
      return {
        message: SCORING_TABLE_MESSAGES.saved,
        standingsVersion: await readStandingsVersion(tx.manager, leagueId, league.season),
      };
    });
  }
}
