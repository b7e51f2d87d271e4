/** Drops every episode from `hiddenFrom` on out of an episode-keyed map (scores by episode). */
export function withoutHiddenEpisodes<T>(byEpisode: Record<string, T>, hiddenFrom: number | null): Record<string, T> {
  if (hiddenFrom === null) return byEpisode;
  return Object.fromEntries(Object.entries(byEpisode).filter(([episode]) => Number(episode) < hiddenFrom));
}
