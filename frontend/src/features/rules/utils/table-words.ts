import {
  CATEGORY_LABELS,
  differencesFromClassic,
  SCORING_PRESET_TABLES,
  type ScoringTableValues,
  tableCategoryLabel,
} from '@tribal/contracts';
import { formatPoints } from '@/lib/format-points';

export const PLACE_NAMES = ['1st', '2nd', '3rd'] as const;

/** "Final placement: 1st" (index 0..2). */
export const placementLabel = (index: number) => `${CATEGORY_LABELS.finalPlacement}: ${PLACE_NAMES[index]}`;

/** +4, −0.5, and "off" for a category worth nothing. */
export const signedPoints = (points: number) =>
  points === 0 ? 'off' : points > 0 ? `+${formatPoints(points)}` : formatPoints(points);

/** How the presets table names individual immunity: a preset's value is the win with 13 players left. */
export const immunityBaseLabel = `${tableCategoryLabel('individualImmunityWins')} (13 left)`;

export interface ClassicDifference {
  label: string;
  /** the league's value, as the rubric shows it */
  league: string;
  classic: string;
}

/** Where a league's table differs from Classic (its categories, then the placements), for /scoring and /rules. */
export function classicDifferences(table: ScoringTableValues): ClassicDifference[] {
  const classic = SCORING_PRESET_TABLES.classic;
  return [
    ...differencesFromClassic(table).map((category) => ({
      label: category === 'individualImmunityWins' ? immunityBaseLabel : tableCategoryLabel(category),
      league: signedPoints(table.points[category]),
      classic: signedPoints(classic.points[category]),
    })),
    ...PLACE_NAMES.flatMap((_, i) =>
      table.finalPlacement[i] === classic.finalPlacement[i]
        ? []
        : [
            {
              label: placementLabel(i),
              league: signedPoints(table.finalPlacement[i]),
              classic: signedPoints(classic.finalPlacement[i]),
            },
          ],
    ),
  ];
}
