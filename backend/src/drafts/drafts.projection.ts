import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { deleteLeagueDrafts, deleteMemberDraft, restartStintsFrom, swapCastaway, upsertDraft } from './drafts.sql';

const HANDLES = eventTypes('DraftLockedIn', 'DraftEditedByAdmin', 'CastawaySwapped', 'MemberRemoved', 'LeagueDeleted');
type Handled = EventsIn<typeof HANDLES>;

/** Read tables `drafts` and `draft_stints` (which episodes each drafted castaway counts for). */
@Injectable()
export class DraftsProjection extends RegisteredProjection<Handled> {
  readonly name = 'drafts';
  readonly readTables = ['drafts', 'draft_stints'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'DraftLockedIn':
      case 'DraftEditedByAdmin': {
        const { leagueId, season, userName, team } = event.data;
        const at = event.type === 'DraftLockedIn' ? event.data.lockedAt : event.data.editedAt;
        // A draft counts from the season's start; a correction from the episode its event names (the site admin's:
        // 1; a commissioner's: the next unscored one, like a swap). Events before issue 33 name none: 1.
        const from = event.type === 'DraftEditedByAdmin' ? (event.data.effectiveFromEpisode ?? 1) : 1;
        const entry = { leagueId, season, userName };
        await upsertDraft(manager, entry, team, at);
        await restartStintsFrom(manager, entry, from, team);
        return;
      }
      case 'CastawaySwapped': {
        const { leagueId, season, userName, ...swap } = event.data;
        await swapCastaway(manager, { leagueId, season, userName }, swap);
        return;
      }
      case 'MemberRemoved':
        // Spec §5: removing a member also deletes their draft.
        await deleteMemberDraft(manager, event.data.leagueId, event.data.userName);
        return;
      case 'LeagueDeleted':
        await deleteLeagueDrafts(manager, event.data.leagueId);
        return;
    }
  }
}
