import { MemberPageCastaway, ScoreRecord } from '@tribal/contracts';
import { LeagueTable } from './points-under-table';

/**
 * What the standings of one league-season follow from: the fold's input (read from the read tables by
 * `readStandingsFacts` in standings.sql.ts). Pure data, so every standings rule is testable without a database.
 */
export interface StandingsFacts {
  /** the league-season's members in member-name order, with their current team */
  members: Array<{ userName: string; team: MemberPageCastaway[] }>;
  /** which castaway counts for whom over which episodes (spec §9: a swap is not retroactive) */
  stints: Stint[];
  /**
   * every castaway's points per scored episode (`points`: under Classic, as `episode_scores` stores them) and its
   * record (what a league with a table of its own scores by)
   */
  scores: Array<{
    episode: number;
    castawayId: number;
    points: number;
    votedOut: boolean;
    record?: Partial<ScoreRecord>;
  }>;
  picks: EliminationPick[];
  /** the league's scoring table (issue 32); absent: Classic, whose points are the scores' own `points` */
  table?: LeagueTable;
  /** each member's Sole Survivor prediction, when the league plays it */
  predictions?: Array<{ userName: string; castawayId: number }>;
  /** the season's castaways (names for the member page and the replay) */
  castaways: Map<number, MemberPageCastaway>;
}

/** A castaway on a member's team from `fromEpisode` through `toEpisode` (null: still on it). */
export interface Stint {
  userName: string;
  castawayId: number;
  fromEpisode: number;
  toEpisode: number | null;
}

/** A member's weekly elimination pick: the castaway they say goes home in `episode`. */
export interface EliminationPick {
  userName: string;
  episode: number;
  castawayId: number;
}
