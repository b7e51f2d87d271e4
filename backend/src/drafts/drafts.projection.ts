import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';

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
        await manager.query(
          `INSERT INTO drafts (league_id, season, user_name, team, locked_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (league_id, season, user_name) DO UPDATE SET team = $4`,
          [leagueId, season, userName, team, at],
        );
        const entry = [leagueId, season, userName];
        // From `from` on the team is exactly the new one; before it, the stints stay as they were.
        await manager.query(
          `DELETE FROM draft_stints WHERE league_id = $1 AND season = $2 AND user_name = $3 AND from_episode >= $4`,
          [...entry, from],
        );
        // A castaway kept on the team keeps its running stint; every other stint still running at `from` ends there.
        await manager.query(
          `UPDATE draft_stints SET to_episode = $4 - 1
           WHERE league_id = $1 AND season = $2 AND user_name = $3 AND (to_episode IS NULL OR to_episode >= $4)
             AND NOT (to_episode IS NULL AND castaway_id = ANY($5::int[]))`,
          [...entry, from, team],
        );
        await manager.query(
          `INSERT INTO draft_stints (league_id, season, user_name, castaway_id, from_episode)
           SELECT $1, $2, $3, id, $4 FROM unnest($5::int[]) AS id
           WHERE NOT EXISTS (SELECT 1 FROM draft_stints s WHERE s.league_id = $1 AND s.season = $2
                               AND s.user_name = $3 AND s.castaway_id = id AND s.to_episode IS NULL)`,
          [...entry, from, team],
        );
        return;
      }
      case 'CastawaySwapped': {
        const { leagueId, season, userName, swappedOut, swappedIn, team, effectiveFromEpisode } = event.data;
        await manager.query(
          'UPDATE drafts SET team = $4, swap_used = true WHERE league_id = $1 AND season = $2 AND user_name = $3',
          [leagueId, season, userName, team],
        );
        await manager.query(
          `UPDATE draft_stints SET to_episode = $5 - 1
           WHERE league_id = $1 AND season = $2 AND user_name = $3 AND castaway_id = $4 AND to_episode IS NULL`,
          [leagueId, season, userName, swappedOut, effectiveFromEpisode],
        );
        await manager.query(
          `INSERT INTO draft_stints (league_id, season, user_name, castaway_id, from_episode) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
          [leagueId, season, userName, swappedIn, effectiveFromEpisode],
        );
        return;
      }
      case 'MemberRemoved':
        // Spec §5: removing a member also deletes their draft.
        for (const table of ['drafts', 'draft_stints']) {
          await manager.query(`DELETE FROM ${table} WHERE league_id = $1 AND user_name = $2`, [
            event.data.leagueId,
            event.data.userName,
          ]);
        }
        return;
      case 'LeagueDeleted':
        for (const table of ['drafts', 'draft_stints']) {
          await manager.query(`DELETE FROM ${table} WHERE league_id = $1`, [event.data.leagueId]);
        }
        return;
    }
  }
}
