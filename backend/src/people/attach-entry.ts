import { decideAndAppend } from '../event-store/decide-and-append';
import { CommandTransaction } from '../event-store/event-store.service';
import { entryOwnerDecider } from './domain/entry-owner.decider';
import { entryOwnerStreamId } from './domain/person.events';

/**
 * The entry becomes the person's, in the caller's transaction (an attach request, a join made while signed in):
 * from then on their session plays it without its token. Attaching it to whoever holds it already adds nothing.
 */
export function attachEntryToPerson(
  tx: CommandTransaction,
  entry: { leagueId: string; entryId: string; userName: string },
  email: string,
  now: Date,
) {
  return decideAndAppend(
    tx,
    entryOwnerStreamId(entry.leagueId, entry.entryId),
    entryOwnerDecider,
    { type: 'AttachEntryToPerson', ...entry, email, now },
    { actor: `person:${email}` },
  );
}
