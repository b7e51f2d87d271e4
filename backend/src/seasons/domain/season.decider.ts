import { parseCalendarDate, SEASON_MESSAGES, SeasonFields, weeklySchedule } from '@tribal/contracts';
import { badRequest, conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { SeasonEvent } from './season.events';

export type SeasonState = { opened: false } | ({ opened: true } & SeasonFields);

export type SeasonCommand =
  | ({ type: 'OpenSeason'; now: Date } & SeasonFields)
  | {
      type: 'EditSeason';
      season: number;
      changes: Partial<SeasonFields>;
    };

function evolve(_state: SeasonState, event: SeasonEvent): SeasonState {
  const { season, title, premiere, episodes } = event.data;
  return { opened: true, number: season, title, premiere, episodes };
}

/** The contract has already checked the ranges (1-999, a calendar date, 2-20 episodes). */
function decide(command: SeasonCommand, state: SeasonState): SeasonEvent[] {
  switch (command.type) {
    case 'OpenSeason':
      if (state.opened) throw conflict(SEASON_MESSAGES.taken(command.number));
      return [
        {
          type: 'SeasonOpened',
          data: {
            season: command.number,
            title: command.title,
            premiere: command.premiere,
            episodes: command.episodes,
            openedAt: command.now.toISOString(),
          },
        },
      ];
    case 'EditSeason': {
      if (!state.opened) throw notFound(SEASON_MESSAGES.notFound(command.season));
      const { number, ...changes } = command.changes;
      if (number !== undefined && number !== command.season) throw badRequest(SEASON_MESSAGES.numberMismatch, 'number');
      const next = { title: state.title, premiere: state.premiere, episodes: state.episodes, ...changes };
      if (next.title === state.title && next.premiere === state.premiere && next.episodes === state.episodes) return [];
      return [{ type: 'SeasonEdited', data: { season: command.season, ...next } }];
    }
  }
}

export const seasonDecider: Decider<SeasonState, SeasonCommand, SeasonEvent> = {
  initialState: () => ({ opened: false }),
  evolve,
  decide,
};

/** The default air schedule of a season: weekly at 8 pm ET from its premiere, one air time per episode. */
export function defaultSeasonSchedule(season: Pick<SeasonFields, 'premiere' | 'episodes'>): Record<string, string> {
  const date = parseCalendarDate(season.premiere);
  return date ? weeklySchedule(date, season.episodes) : {};
}

const sameSchedule = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([episode, at]) => b[episode] === at);

/**
 * The air schedule after a season is opened or edited, or null when it stays as it is. The premiere fills the
 * default weekly schedule; an edit of the premiere or the length refills it while it is still the old default (or
 * empty), and otherwise keeps the admin's own air times, dropping those past a shortened finale.
 */
export function scheduleAfterSeasonChange(
  before: Pick<SeasonFields, 'premiere' | 'episodes'> | null,
  after: Pick<SeasonFields, 'premiere' | 'episodes'>,
  current: Readonly<Record<string, string>>,
): Record<string, string> | null {
  if (before && before.premiere === after.premiere && before.episodes === after.episodes) return null;
  const untouched =
    Object.keys(current).length === 0 || (before !== null && sameSchedule(current, defaultSeasonSchedule(before)));
  if (untouched) {
    const filled = defaultSeasonSchedule(after);
    return sameSchedule(filled, current) ? null : filled;
  }
  const kept = Object.fromEntries(Object.entries(current).filter(([episode]) => Number(episode) <= after.episodes));
  return sameSchedule(kept, current) ? null : kept;
}
