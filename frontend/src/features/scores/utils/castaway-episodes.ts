import { type ScoredCategory, type SeasonScores, scoreRecordPoints } from '@tribal/contracts';

export interface EpisodePoints {
  episode: number;
  total: number;
  /** categories worth points this episode, in rubric order */
  categories: Array<{ category: ScoredCategory; points: number }>;
  votedOut: boolean;
}

const episodesOf = (scores: SeasonScores) =>
  Object.keys(scores)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);

/** One castaway's scored episodes, in episode order, each with its points by category (the shared rubric). */
export function castawayEpisodes(scores: SeasonScores, castawayId: number): EpisodePoints[] {
  const result: EpisodePoints[] = [];
  for (const episode of episodesOf(scores)) {
    const record = scores[String(episode)]?.[String(castawayId)];
    if (!record) continue;
    const { total, byCategory } = scoreRecordPoints(record);
    const categories = Object.entries(byCategory).map(([category, points]) => ({
      category: category as ScoredCategory,
      points: points ?? 0,
    }));
    if (categories.length === 0 && !record.votedOut) continue;
    result.push({ episode, total, categories, votedOut: Boolean(record.votedOut) });
  }
  return result;
}

/** Season total per castaway id. */
export function castawayTotals(scores: SeasonScores): Map<number, number> {
  const totals = new Map<number, number>();
  for (const byCastaway of Object.values(scores)) {
    for (const [castawayId, record] of Object.entries(byCastaway)) {
      const id = Number(castawayId);
      totals.set(id, (totals.get(id) ?? 0) + scoreRecordPoints(record).total);
    }
  }
  return totals;
}
