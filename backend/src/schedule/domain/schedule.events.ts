import { NewEvent, streamOf } from '../../event-store/stored-event';

/** A season's whole air schedule, replaced at once: episode -> ISO date-time (UTC). */
export type SeasonScheduleSet = NewEvent<'SeasonScheduleSet', { season: number; airTimes: Record<string, string> }>;
export type ScheduleEvent = SeasonScheduleSet;

export const scheduleStreamId = (season: number) => streamOf<ScheduleEvent>(`season-schedule-${season}`);
