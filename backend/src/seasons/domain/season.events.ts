import { NewEvent, streamOf } from '../../event-store/stored-event';

/** Stable event names: they live in the event store forever. */
export type SeasonOpened = NewEvent<
  'SeasonOpened',
  { season: number; title: string; premiere: string; episodes: number; openedAt: string }
>;
/** The season's fields after an edit, as a whole. */
export type SeasonEdited = NewEvent<
  'SeasonEdited',
  { season: number; title: string; premiere: string; episodes: number }
>;
export type SeasonEvent = SeasonOpened | SeasonEdited;

export const seasonStreamId = (season: number) => streamOf<SeasonEvent>(`season-${season}`);
