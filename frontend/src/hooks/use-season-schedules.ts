import type { SeasonSchedule } from '@tribal/contracts';
import { useAsync } from '@/hooks/use-async';
import { getSeasonSchedule } from '@/lib/api/get-season-schedule';

/**
 * The air schedules of the given seasons (those of the leagues on the page): season -> episode -> ISO air time. A
 * season whose schedule cannot be read counts as having none, so the page still shows the leagues' own deadlines.
 */
export function useSeasonSchedules(seasons: readonly number[]): Record<number, SeasonSchedule> {
  const wanted = [...new Set(seasons)].sort((a, b) => a - b);
  const schedules = useAsync(
    async (signal) =>
      Object.fromEntries(
        await Promise.all(
          wanted.map(async (season) => [season, await getSeasonSchedule(season, signal).catch(() => ({}))] as const),
        ),
      ) as Record<number, SeasonSchedule>,
    [wanted.join(',')],
  );
  return schedules.data ?? {};
}
