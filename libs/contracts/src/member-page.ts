/** A castaway as the member page names it. */
export interface MemberPageCastaway {
  castawayId: number;
  name: string;
  imageUrl: string;
}

/** One castaway's time on a member's team and the points it brought them, per episode of that time. */
export interface MemberCastawayPoints extends MemberPageCastaway {
  fromEpisode: number;
  /** null: still on the team */
  toEpisode: number | null;
  /** episode -> points counted for this member */
  points: Record<string, number>;
}

/** GET /api/leagues/{id}/members/{userName}?season=N: the public member page's numbers. */
export interface MemberPage {
  leagueId: string;
  leagueName: string;
  season: number;
  userName: string;
  /** members in the league-season (the rank chart's scale) */
  members: number;
  team: MemberPageCastaway[];
  /** the one swap (spec §4), if used: who left, who came, and the first episode the new one counts for */
  swaps: Array<{ out: MemberPageCastaway; in: MemberPageCastaway; fromEpisode: number }>;
  /** scored episodes in order */
  episodes: number[];
  castaways: MemberCastawayPoints[];
  /** episode -> the +3 weekly pick bonus earned */
  pickBonus: Record<string, number>;
  /** the member's total and rank after each scored episode */
  rankByEpisode: Array<{ episode: number; total: number; rank: number }>;
}
