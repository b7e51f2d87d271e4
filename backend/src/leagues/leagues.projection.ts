import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { entryIdOf, nameKeyOfMemberStream } from './domain/member.decider';

/** How many devices (tokens) may open one entry at once; claiming an entry on one more signs out the oldest. */
export const MAX_ENTRY_DEVICES = 10;

const HANDLES = eventTypes(
  'LeagueCreated',
  'LeagueActivated',
  'CommissionerHandedOver',
  'MemberJoined',
  'EntryTokenIssued',
  'EntryTokenRotated',
  'MemberRemoved',
  'DraftDeadlineSet',
  'EliminationCutoffsSet',
  'CommissionerSettingsSet',
  'JoinCodeSet',
  'LeagueContinued',
  'LeagueDeleted',
);
type Handled = EventsIn<typeof HANDLES>;

/** Read tables `leagues` and `league_members`: what the league lists, join and user look-ups read. */
@Injectable()
export class LeaguesProjection extends RegisteredProjection<Handled> {
  readonly name = 'leagues';
  readonly readTables = ['leagues', 'league_members'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'LeagueCreated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO leagues (id, name, commissioner, season, join_code, password_hash, tribes, created_at,
             commissioner_email, active, commissioner_user_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            d.leagueId,
            d.name,
            d.commissioner,
            d.season,
            d.joinCode ?? null,
            d.joinCode ? null : (d.passwordHash ?? null),
            JSON.stringify(d.tribes),
            d.createdAt,
            d.commissionerEmail?.toLowerCase() ?? null,
            !d.awaitingActivation,
            // The commissioner's own entry (joined at activation) is the one that cannot be removed.
            d.commissionerEntry?.userName ?? null,
          ],
        );
        return;
      }
      case 'LeagueActivated':
        await manager.query('UPDATE leagues SET active = true WHERE id = $1', [event.data.leagueId]);
        return;
      case 'CommissionerHandedOver':
        await manager.query(
          'UPDATE leagues SET commissioner = $2, commissioner_user_name = $2, commissioner_email = $3 WHERE id = $1',
          [event.data.leagueId, event.data.toUserName, event.data.toEmail.toLowerCase()],
        );
        return;
      case 'MemberJoined': {
        const d = event.data;
        await manager.query(
          `INSERT INTO league_members
             (league_id, user_name, name_key, survivor_name, real_name, email, payment_method, entry_id,
              entry_token_hashes, joined_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ARRAY[$9::text], $10)`,
          [
            d.leagueId,
            d.userName,
            nameKeyOfMemberStream(d.leagueId, event.streamId),
            d.survivorName,
            d.realName,
            d.email,
            d.paymentMethod,
            entryIdOf(d.entryTokenHash),
            d.entryTokenHash,
            d.joinedAt,
          ],
        );
        return;
      }
      case 'EntryTokenIssued':
        // Devices signed in by link: the most recent MAX_ENTRY_DEVICES stay signed in, an older one drops out.
        await manager.query(
          `UPDATE league_members
              SET entry_token_hashes = (entry_token_hashes || $3::text)[greatest(1, cardinality(entry_token_hashes) + 2 - $4::int):]
            WHERE league_id = $1 AND user_name = $2`,
          [event.data.leagueId, event.data.userName, event.data.entryTokenHash, MAX_ENTRY_DEVICES],
        );
        return;
      case 'EntryTokenRotated':
        await manager.query(
          'UPDATE league_members SET entry_token_hashes = ARRAY[$3::text] WHERE league_id = $1 AND user_name = $2',
          [event.data.leagueId, event.data.userName, event.data.entryTokenHash],
        );
        return;
      case 'MemberRemoved':
        await manager.query('DELETE FROM league_members WHERE league_id = $1 AND user_name = $2', [
          event.data.leagueId,
          event.data.userName,
        ]);
        return;
      case 'DraftDeadlineSet':
        await manager.query('UPDATE leagues SET draft_deadline = $2 WHERE id = $1', [
          event.data.leagueId,
          event.data.draftDeadline,
        ]);
        return;
      case 'EliminationCutoffsSet':
        await manager.query('UPDATE leagues SET weekly_elimination_cutoffs = $2 WHERE id = $1', [
          event.data.leagueId,
          JSON.stringify(event.data.cutoffs),
        ]);
        return;
      case 'CommissionerSettingsSet': {
        const { leagueId, ...settings } = event.data;
        await manager.query('UPDATE leagues SET commissioner_settings = $2 WHERE id = $1', [
          leagueId,
          JSON.stringify(settings),
        ]);
        return;
      }
      case 'JoinCodeSet':
        // A new code replaces an older league's password hash too.
        await manager.query('UPDATE leagues SET join_code = $2, password_hash = NULL WHERE id = $1', [
          event.data.leagueId,
          event.data.joinCode,
        ]);
        return;
      case 'LeagueContinued':
        // The new season starts with no members (each rejoins by the mailed link) and none of the old dates.
        await manager.query(
          `UPDATE leagues SET season = $2, draft_deadline = NULL, weekly_elimination_cutoffs = '{}'::jsonb
            WHERE id = $1`,
          [event.data.leagueId, event.data.season],
        );
        await manager.query('DELETE FROM league_members WHERE league_id = $1', [event.data.leagueId]);
        return;
      case 'LeagueDeleted':
        await manager.query('DELETE FROM league_members WHERE league_id = $1', [event.data.leagueId]);
        await manager.query('DELETE FROM leagues WHERE id = $1', [event.data.leagueId]);
        return;
    }
  }
}
