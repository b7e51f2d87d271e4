import { NewEvent, streamOf } from '../../event-store/stored-event';

/**
 * An entry joined with another address became this person's (issue 29): a browser's saved entry attached at the
 * person's sign-in, or a join made while signed in with a different address. A game fact: who owns an entry decides
 * who may play it with only their session, so it is in the log and `person_entries` is rebuilt from it.
 */
export type EntryAttachedToPerson = NewEvent<
  'EntryAttachedToPerson',
  { leagueId: string; entryId: string; userName: string; email: string; attachedAt: string }
>;
export type PersonEvent = EntryAttachedToPerson;

/**
 * One stream per entry (not per person): an entry has one owner at a time, and attaching it to someone else must be
 * decided against whoever holds it now.
 */
export const entryOwnerStreamId = (leagueId: string, entryId: string) =>
  streamOf<PersonEvent>(`entry-owner-${leagueId}-${entryId}`);
