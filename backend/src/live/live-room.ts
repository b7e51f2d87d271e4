/** One socket.io room per league-season: every viewer of those standings is in it. */
export const standingsRoom = (leagueId: string, season: number) => `standings:${leagueId}:${season}`;

/** Viewers of a season's castaway scores and inventory (/survivor-scores). */
export const seasonRoom = (season: number) => `season:${season}`;
