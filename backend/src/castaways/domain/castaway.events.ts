import { NewEvent } from '../../event-store/stored-event';

export interface CastawayFields {
  name: string;
  age: number;
  occupation: string;
  tribe: string;
  imageUrl: string;
}

export type CastawayAdded = NewEvent<'CastawayAdded', { season: number; castawayId: number } & CastawayFields>;
export type CastawayUpdated = NewEvent<'CastawayUpdated', { season: number; castawayId: number } & CastawayFields>;
export type CastawayRemoved = NewEvent<'CastawayRemoved', { season: number; castawayId: number }>;
/**
 * A tribe swap or the merge: from `fromEpisode` on, each named castaway is on the given tribe (the others keep
 * theirs). A castaway's starting tribe is the `tribe` it was added with.
 */
export type TribesChanged = NewEvent<
  'TribesChanged',
  { season: number; fromEpisode: number; tribes: Record<string, string> }
>;
export type CastawayEvent = CastawayAdded | CastawayUpdated | CastawayRemoved | TribesChanged;

/** Castaways belong to a season and are shared by every league playing it: one stream per season. */
export const castawayStreamId = (season: number) => `castaways-season-${season}`;
