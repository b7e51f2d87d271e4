import type { StandingsHistory } from '@tribal/contracts';

/** The chart's history without the shielded episodes (from `hiddenFrom` on). */
export function historyBefore(history: StandingsHistory, hiddenFrom: number | null): StandingsHistory {
  if (hiddenFrom === null) return history;
  const keep = history.episodes.filter((episode) => episode < hiddenFrom).length;
  return {
    ...history,
    episodes: history.episodes.slice(0, keep),
    series: history.series.map((s) => ({ ...s, totals: s.totals.slice(0, keep) })),
  };
}
