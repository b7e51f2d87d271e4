/** One socket.io room per league-season: every viewer of those standings is in it. */
export const standingsRoom = (leagueId: string, season: number) => `standings:${leagueId}:${season}`;

/** The league-season of a standings room's name, or undefined for any other room (a socket's own id included). */
export function leagueSeasonOfRoom(room: string): { leagueId: string; season: number } | undefined {
  if (!room.startsWith('standings:')) return undefined;
  const last = room.lastIndexOf(':');
  const season = Number(room.slice(last + 1));
  // A league id may itself hold a colon: the season is what follows the last one.
  if (last <= 'standings:'.length || !Number.isInteger(season)) return undefined;
  return { leagueId: room.slice('standings:'.length, last), season };
}

/** Viewers of a season's castaway scores and inventory (/survivor-scores). */
export const seasonRoom = (season: number) => `season:${season}`;

/** Viewers of a league-season's pick board: told that a pick changed (sealed: which episode only). */
export const picksRoom = (leagueId: string, season: number) => `picks:${leagueId}:${season}`;

/**
 * Viewers of a league's chat in one spoiler-shield group (`chatShieldGroup`): they are sent the same chat frames at
 * the same moments, so a frame is built once per group, not once per viewer.
 */
export const chatRoom = (leagueId: string, shieldGroup: string) => `chat:${leagueId}:${shieldGroup}`;
