import { useQueries } from '@tanstack/react-query';
import type { SeasonSchedule } from '@tribal/contracts';
import { seasonScheduleQuery } from '@/lib/api/get-season-schedule';

/**
 * The air schedules of the given seasons (those of the leagues on the page): season -> episode -> ISO air time. A
 * season whose schedule cannot be read counts as having none, so the page still shows the leagues' own deadlines.
 * The schedules arrive together, once every season has answered, so the deadlines shown do not shift one by one.
 */
export function useSeasonSchedules(seasons: readonly number[]): Record<number, SeasonSchedule> {
  const wanted = [...new Set(seasons)].sort((a, b) => a - b);
  return useQueries({
    queries: wanted.map((season) => seasonScheduleQuery(season)),
    combine: (answers) =>
      answers.some((answer) => answer.isPending)
        ? {}
        : Object.fromEntries(wanted.map((season, i) => [season, answers[i].data ?? {}])),
  });
}
