import { SCHEDULE_MESSAGES } from '@tribal/contracts';
import { badRequest } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { ScheduleEvent } from './schedule.events';

export interface ScheduleState {
  airTimes: Record<string, string>;
}

export interface SetSeasonSchedule {
  type: 'SetSeasonSchedule';
  season: number;
  /** episode -> instant */
  airTimes: Record<string, Date>;
}

/** Episodes air in order: a later episode before an earlier one is a typing slip that would open picks oddly. */
function decide(command: SetSeasonSchedule, _state: ScheduleState): ScheduleEvent[] {
  const episodes = Object.keys(command.airTimes)
    .map(Number)
    .sort((a, b) => a - b);
  for (let i = 1; i < episodes.length; i++) {
    const before = command.airTimes[String(episodes[i - 1])].getTime();
    if (command.airTimes[String(episodes[i])].getTime() <= before) {
      throw badRequest(SCHEDULE_MESSAGES.outOfOrder(episodes[i]), String(episodes[i]));
    }
  }
  const airTimes = Object.fromEntries(
    episodes.map((episode) => [String(episode), command.airTimes[String(episode)].toISOString()]),
  );
  return [{ type: 'SeasonScheduleSet', data: { season: command.season, airTimes } }];
}

export const scheduleDecider: Decider<ScheduleState, SetSeasonSchedule, ScheduleEvent> = {
  initialState: () => ({ airTimes: {} }),
  evolve: (_state, event) => ({ airTimes: event.data.airTimes }),
  decide,
};
