import { EntryAccess } from '../../access/entry-access';
import { decideAndAppend } from '../../event-store/decide-and-append';
import { CommandTransaction } from '../../event-store/event-store.service';
import { EventMetadata, StoredEvent } from '../../event-store/stored-event';
import { DraftCommand, draftDecider } from '../domain/draft.decider';
import { DraftEvent, entryStreamId } from '../domain/draft.events';

/** A draft command but for whose entry it is: `decideEntryDraft` fills that in. */
type DraftCommandOf<C extends DraftCommand> = C extends DraftCommand
  ? Omit<C, 'leagueId' | 'season' | 'userName'>
  : never;

/**
 * Decides a draft command (lock in, swap, the admin's edit) on the draft stream of `entry`, the membership the
 * caller resolved: the command is about that entry's league, season and name as joined.
 */
export function decideEntryDraft(
  tx: CommandTransaction,
  entry: EntryAccess,
  command: DraftCommandOf<DraftCommand>,
  metadata: EventMetadata,
): Promise<StoredEvent<DraftEvent>[]> {
  const { leagueId, season, userName } = entry;
  return decideAndAppend(
    tx,
    entryStreamId(leagueId, season, entry.entryId),
    draftDecider,
    { ...command, leagueId, season, userName },
    metadata,
  );
}
