/** One socket.io room per league-season: every viewer of those standings is in it. */
export const standingsRoom = (leagueId: string, season: number) => `standings:${leagueId}:${season}`;

/** Viewers of a season's castaway scores and inventory (/survivor-scores). */
export const seasonRoom = (season: number) => `season:${season}`;

/** Viewers of a league-season's pick board: told that a pick changed (sealed: which episode only). */
export const picksRoom = (leagueId: string, season: number) => `picks:${leagueId}:${season}`;
