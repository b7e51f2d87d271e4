/** Votes against are worth -0.5 (spec §9), so points can carry a half. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
