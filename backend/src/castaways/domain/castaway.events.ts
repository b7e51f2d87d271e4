import { NewEvent, streamOf } from '../../event-store/stored-event';

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
/**
 * A photo uploaded for a castaway: its `imageUrl` becomes the photo's immutable URL. The event names the photo by
 * the SHA-256 of its bytes; the bytes live in `castaway_photos`, content-addressed storage written in the same
 * transaction (not a read table: a rebuild leaves it alone and every event still finds its photo).
 */
export type CastawayPhotoChanged = NewEvent<
  'CastawayPhotoChanged',
  { season: number; castawayId: number; sha256: string; width: number; height: number; bytes: number }
>;
export type CastawayEvent = CastawayAdded | CastawayUpdated | CastawayRemoved | TribesChanged | CastawayPhotoChanged;

/** Castaways belong to a season and are shared by every league playing it: one stream per season. */
export const castawayStreamId = (season: number) => streamOf<CastawayEvent>(`castaways-season-${season}`);
