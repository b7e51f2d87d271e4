import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  EliminationPicks,
  MESSAGES,
  PickBoard,
  PickBoardEpisode,
  pickCutoffInForce,
  picksUnsealAt,
  picksUnsealed,
  SeasonSchedule,
  seasonLength,
} from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Caller } from '../../access/caller';
import { can, pickViewerOf } from '../../access/policies';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { readSeasonSchedule } from '../../game/season-schedule.sql';
import { readBoardLeague, readLeaguePicks, readSeasonLength, readVotedOutByEpisode } from '../picks.sql';

/** GET /api/leagues/{id}/elimination-picks/board: each episode's picks as this caller may see them. */
export class GetPickBoard extends Query<PickBoard> {
  constructor(
    readonly leagueId: string,
    readonly caller: Caller,
    readonly season?: number,
  ) {
    super();
  }
}

/** GET /api/leagues/{id}/elimination-picks (spec §7's shape), under the same sealed rule as the board. */
export class ListEliminationPicks extends Query<EliminationPicks> {
  constructor(
    readonly leagueId: string,
    readonly caller: Caller,
    readonly season?: number,
  ) {
    super();
  }
}

interface BoardFacts {
  leagueSeason: number;
  cutoffs: Record<string, string>;
  /** the season's air times: an episode without a league cutoff closes (and unseals) when it airs */
  schedule: SeasonSchedule;
  /** the season's number of episodes (its pick episodes derive from it) */
  episodes: number;
  picks: Array<{ user_name: string; episode: number; castaway_id: number }>;
  votedOut: Map<number, number[]>;
}

/**
 * The sealed rule as a pure function (contracts' `picksUnsealed`): a sealed episode shows only the viewer's own pick (every pick to the admin),
 * a closed one shows everyone's and who was right. The vote-out of an open episode is not told either.
 */
export function sealPicks(
  leagueId: string,
  facts: Omit<BoardFacts, 'leagueSeason'>,
  caller: Caller,
  now: number,
): PickBoardEpisode[] {
  const episodes = new Set<number>([
    ...facts.picks.map((p) => p.episode),
    ...Object.keys(facts.cutoffs).map(Number),
    ...Object.keys(facts.schedule)
      .map(Number)
      .filter((episode) => pickCutoffInForce({}, facts.schedule, episode, facts.episodes) !== null),
    ...facts.votedOut.keys(),
  ]);
  return [...episodes]
    .sort((a, b) => a - b)
    .map((episode) => {
      const cutoff = pickCutoffInForce(facts.cutoffs, facts.schedule, episode, facts.episodes)?.at ?? null;
      const out = facts.votedOut.get(episode) ?? [];
      // Unsealed at the later of the cutoff and the air time (contracts' picksUnsealed): a commissioner's early
      // cutoff closes the window but shows nobody's pick before the episode airs.
      const airTime = facts.schedule[String(episode)];
      const closed = picksUnsealed(cutoff, airTime, out.length > 0, now);
      const visible = facts.picks.filter(
        (p) =>
          p.episode === episode && (closed || can(caller, 'picks:see-sealed', { leagueId, userName: p.user_name })),
      );
      const showResult = closed || can(caller, 'picks:see-open-vote-out');
      return {
        episode,
        cutoff,
        unsealsAt: picksUnsealAt(cutoff, airTime),
        closed,
        votedOut: showResult ? out : [],
        picks: visible.map((p) => ({
          userName: p.user_name,
          castawayId: p.castaway_id,
          correct: showResult && out.length > 0 ? out.includes(p.castaway_id) : null,
        })),
      };
    });
}

async function readBoardFacts(db: DataSource, leagueId: string, season: number | undefined): Promise<BoardFacts> {
  const league = await readBoardLeague(db.manager, leagueId);
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  const wanted = season ?? league.season;
  const [picks, outs, schedule, length] = await Promise.all([
    readLeaguePicks(db.manager, leagueId, wanted),
    // the vote-out half of contracts' picksUnsealed, which sealPicks applies with the cutoff and the air time
    readVotedOutByEpisode(db.manager, wanted),
    readSeasonSchedule(db.manager, wanted),
    readSeasonLength(db.manager, wanted),
  ]);
  return {
    leagueSeason: wanted,
    cutoffs: league.weekly_elimination_cutoffs ?? {},
    schedule,
    episodes: seasonLength({ episodes: length }),
    picks,
    votedOut: new Map(outs.map((o) => [o.episode, o.ids])),
  };
}

@QueryHandler(GetPickBoard)
export class GetPickBoardHandler implements IQueryHandler<GetPickBoard> {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ leagueId, caller, season }: GetPickBoard): Promise<PickBoard> {
    const facts = await readBoardFacts(this.db, leagueId, season);
    return {
      leagueId,
      season: facts.leagueSeason,
      ...pickViewerOf(caller, leagueId),
      episodes: sealPicks(leagueId, facts, caller, this.clock.now().getTime()),
    };
  }
}

/** The board's picks, as each member's picks by episode: the same sealed rule, read once, in spec §7's shape. */
@QueryHandler(ListEliminationPicks)
export class ListEliminationPicksHandler implements IQueryHandler<ListEliminationPicks> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ leagueId, caller, season }: ListEliminationPicks): Promise<EliminationPicks> {
    const board = await this.queries.execute(new GetPickBoard(leagueId, caller, season));
    const picks: EliminationPicks = {};
    for (const episode of board.episodes) {
      for (const pick of episode.picks) {
        picks[pick.userName] ??= {};
        picks[pick.userName][episode.episode] = pick.castawayId;
      }
    }
    return picks;
  }
}
