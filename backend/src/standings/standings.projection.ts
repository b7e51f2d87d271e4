import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { withoutNestedLoops } from '../database/planner';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { episodeKey, episodesWithVoteOut } from '../game/season-progress.sql';
import { isPickEvent } from '../picks/domain/pick.events';
import {
  applyEpisodeScoreChanges,
  bumpStandingsVersion,
  bumpStandingsVersions,
  deleteLeagueStandings,
  deleteMemberStanding,
  insertMemberStanding,
  openStandingsVersion,
  readCastawayHolders,
  readLeagueTotalsInNameOrder,
  readSeasonLeagues,
  readStandingRows,
  recomputeTotals,
  takeScoreChanges,
} from './standings.sql';
import { StandingsChanged } from './standings-changed.notification';

/**
 * Read tables `standings` (a row per member per league-season: the total and the points of the latest episode the
 * member scored in; ranks follow from totals, breakdowns from scores and teams from drafts when read) and `standings_versions`. Every change bumps the league-season's version and
 * queues a StandingsChanged carrying the rows that changed and, where totals moved, every member's total.
 */
/** The events that can change standings; every other event passes by without a statement. */
const HANDLES = eventTypes(
  'LeagueCreated',
  'LeagueContinued',
  'MemberJoined',
  'MemberRemoved',
  'LeagueDeleted',
  'DraftLockedIn',
  'DraftEditedByAdmin',
  'CastawaySwapped',
  'CastawayUpdated',
  'CastawayPhotoChanged',
  'EliminationPickSubmitted',
  'EliminationPickCorrected',
  'EpisodeScored',
  'ScoresCleared',
  'HappeningRecorded',
  'HappeningUndone',
  'ScoringTableChanged',
  'SolePredictionMade',
);
type Handled = EventsIn<typeof HANDLES>;

@Injectable()
export class StandingsProjection extends RegisteredProjection<Handled> {
  readonly name = 'standings';
  readonly readTables = ['standings', 'standings_versions', 'standings_counted_scores'];
  readonly handles = HANDLES;
  readonly stage = 2;

  apply(event: StoredEvent<Handled>, context: ProjectionContext): Promise<void> {
    return this.applyAll([event], context);
  }

  async applyAll(handled: readonly StoredEvent<Handled>[], context: ProjectionContext): Promise<void> {
    // A pick only moves a total once its episode records a vote-out (an admin correction, usually): the rush of
    // picks before a cutoff passes with one indexed look-up per batch, without the planner settings' round trips.
    const picks = handled.filter(isPickEvent);
    const scored =
      picks.length > 0
        ? await episodesWithVoteOut(
            context.manager,
            picks.map((e) => e.data),
          )
        : null;
    for (const event of handled) {
      if (isPickEvent(event) && !scored?.has(episodeKey(event.data))) continue;
      await withoutNestedLoops(context.manager, () => this.project(event, context));
    }
  }

  private async project(event: StoredEvent<Handled>, context: ProjectionContext): Promise<void> {
    const { manager } = context;
    switch (event.type) {
      case 'DraftLockedIn':
      case 'DraftEditedByAdmin':
      case 'CastawaySwapped': {
        // The team is read from `drafts` (projected first): the member's row travels with it and a new total.
        const { leagueId, season, userName } = event.data;
        await recomputeTotals(manager, season, { leagueId, userName });
        await this.publishChange(context, leagueId, season, [userName], []);
        return;
      }
      case 'EliminationPickSubmitted':
      case 'EliminationPickCorrected': {
        const { leagueId, season, userName } = event.data;
        const changed = await recomputeTotals(manager, season, { leagueId, userName });
        if (changed.length) await this.publishChange(context, leagueId, season, [userName], []);
        return;
      }
      case 'EpisodeScored':
      case 'ScoresCleared':
      case 'HappeningRecorded':
      case 'HappeningUndone': {
        const { season } = event.data;
        // A save or a happening changes one episode; a clear, all of them.
        await this.followScores(context, season, event.type === 'ScoresCleared' ? null : event.data.episode);
        return;
      }
      case 'ScoringTableChanged': {
        // Issue 32: the league-season is recomputed from the log's read tables under its new table (the league-scoring
        // projection, stage 1, wrote it). Every member's row may move, and every breakdown: the version moves even
        // when no total does, so viewers load the new breakdowns. A push of the change would hook on this event.
        const { leagueId, season } = event.data;
        await recomputeTotals(manager, season, { leagueId });
        await this.publishTotals(context, season, [leagueId]);
        return;
      }
      case 'SolePredictionMade': {
        // Counts only once its castaway is crowned: usually nothing moves.
        const { leagueId, season, userName } = event.data;
        const changed = await recomputeTotals(manager, season, { leagueId, userName });
        if (changed.length) await this.publishChange(context, leagueId, season, [userName], []);
        return;
      }
      case 'CastawayUpdated':
      case 'CastawayPhotoChanged': {
        // Rows name castaways by id, so nothing is written; the teams holding it travel so that their viewers
        // load the cast again and see the new name or picture.
        const { season, castawayId } = event.data;
        for (const { leagueId, userNames } of await readCastawayHolders(manager, season, castawayId))
          await this.publishChange(context, leagueId, season, userNames, []);
        return;
      }
      case 'LeagueCreated':
      case 'LeagueContinued':
        // A new league-season starts at version 0; a continued league's past seasons keep their rows and versions.
        await openStandingsVersion(manager, event.data.leagueId, event.data.season);
        return;
      case 'MemberJoined': {
        const { leagueId, season, userName } = event.data;
        await insertMemberStanding(manager, leagueId, season, userName);
        await this.publishChange(context, leagueId, season, [userName], []);
        return;
      }
      case 'MemberRemoved': {
        const { leagueId, season, userName } = event.data;
        await deleteMemberStanding(manager, leagueId, season, userName);
        await this.publishChange(context, leagueId, season, [], [userName]);
        return;
      }
      case 'LeagueDeleted':
        await deleteLeagueStandings(manager, event.data.leagueId);
        return;
    }
  }

  /**
   * Brings standings up to the season's scores of one episode (or all, `episode` null) after they changed. By
   * difference when it can (a save or a single scoring moment touches only entries holding a changed castaway); by a
   * full recomputation when the last scored episode went back (a clear) or several episodes changed.
   */
  async followScores(context: ProjectionContext, season: number, episode: number | null): Promise<void> {
    const { manager } = context;
    const { changes, lastBefore, lastAfter } = await takeScoreChanges(manager, season, episode);
    if (changes.length === 0) return;
    const [changedEpisode, ...others] = [...new Set(changes.map((c) => c.episode))];
    if (others.length === 0 && lastAfter >= lastBefore) {
      const leagueIds = await applyEpisodeScoreChanges(manager, season, changedEpisode, changes);
      // A new last scored episode moves every member's total before it (movement): every league hears.
      await this.publishTotals(
        context,
        season,
        lastAfter > lastBefore ? await readSeasonLeagues(manager, season) : leagueIds,
      );
      return;
    }
    const changed = await recomputeTotals(manager, season, null);
    await this.publishTotals(context, season, [...new Set(changed.map((c) => c.leagueId))]);
  }

  /**
   * After scores change, every member's total may move: the change carries all totals as two compact arrays
   * (a few bytes a member) instead of rows, so a broadcast to thousands of viewers stays small. One statement
   * for all the leagues' versions and one for their totals, however many leagues the season has.
   */
  private async publishTotals({ manager, afterCommit }: ProjectionContext, season: number, leagueIds: string[]) {
    if (leagueIds.length === 0) return;
    const versions = await bumpStandingsVersions(manager, season, leagueIds);
    const totalsByLeague = await readLeagueTotalsInNameOrder(manager, season, leagueIds);
    for (const leagueId of leagueIds) {
      const version = versions.get(leagueId) ?? 0;
      const totals = totalsByLeague.get(leagueId) ?? { total: [], previous: [] };
      afterCommit(
        new StandingsChanged({ leagueId, season, version, fromVersion: version - 1, changed: [], removed: [], totals }),
      );
    }
  }

  /**
   * Bumps the version and queues the change: the given members' rows, and every member's total (a moved total
   * re-ranks the others; viewers rank from totals, so no other row needs to travel).
   */
  async publishChange(
    { manager, afterCommit }: ProjectionContext,
    leagueId: string,
    season: number,
    changedUserNames: string[],
    removed: string[],
  ): Promise<void> {
    const version = await bumpStandingsVersion(manager, leagueId, season);
    const changed = await readStandingRows(manager, leagueId, season, changedUserNames);
    const totals = (await readLeagueTotalsInNameOrder(manager, season, [leagueId])).get(leagueId) ?? {
      total: [],
      previous: [],
    };
    afterCommit(
      new StandingsChanged({ leagueId, season, version, fromVersion: version - 1, changed, removed, totals }),
    );
  }
}
