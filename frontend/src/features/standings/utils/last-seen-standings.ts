import type { StandingsSnapshot } from '@tribal/contracts';

/**
 * The last standings snapshot this device fetched for a league (one season each), with the moment it arrived: what
 * the page shows offline, marked "Offline: as of …". Only the page's own fetches write it, and it is read only when
 * the network fails, so an online page never shows it. A few leagues are kept, the most recently seen.
 */
export interface LastSeenStandings {
  season: number;
  /** epoch ms, on this device's clock */
  fetchedAt: number;
  snapshot: StandingsSnapshot;
}

const PREFIX = 'tp:last-seen-standings:';
const LEAGUES_KEPT = 8;

const keyOf = (leagueId: string) => `${PREFIX}${leagueId}`;

export function lastSeenStandings(leagueId: string, season?: number): LastSeenStandings | null {
  try {
    const raw = localStorage.getItem(keyOf(leagueId));
    if (!raw) return null;
    const seen = JSON.parse(raw) as LastSeenStandings;
    return season === undefined || seen.season === season ? seen : null;
  } catch {
    return null;
  }
}

export function rememberStandings(leagueId: string, season: number, snapshot: StandingsSnapshot, now = Date.now()) {
  try {
    localStorage.setItem(keyOf(leagueId), JSON.stringify({ season, fetchedAt: now, snapshot }));
    forgetOldest();
  } catch {
    // Storage full or refused (private mode): the page still works online, it only cannot show this offline.
  }
}

function forgetOldest() {
  const kept: Array<{ key: string; fetchedAt: number }> = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const fetchedAt = Number(/"fetchedAt":(\d+)/.exec(localStorage.getItem(key) ?? '')?.[1] ?? 0);
    kept.push({ key, fetchedAt });
  }
  kept.sort((a, b) => b.fetchedAt - a.fetchedAt);
  for (const old of kept.slice(LEAGUES_KEPT)) localStorage.removeItem(old.key);
}
