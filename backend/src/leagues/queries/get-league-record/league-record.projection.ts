import { Injectable, OnModuleInit } from '@nestjs/common';
import { Projection, ProjectionContext } from '../../../event-store/projection';
import { ProjectionRegistry } from '../../../event-store/projection-registry';
import { StoredEvent } from '../../../event-store/stored-event';

/**
 * `league_record_streams`: for each league, the streams (its own, a member's, a draft's, a member's picks) that
 * hold a change by the site admin or the commissioner. The record then reads just those streams, by their key,
 * instead of scanning the event store for a league's events.
 */
@Injectable()
export class LeagueRecordProjection implements Projection, OnModuleInit {
  readonly name = 'league-record';
  readonly readTables = ['league_record_streams'] as const;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const leagueId = (event.data as { leagueId?: unknown } | null)?.leagueId;
    if (typeof leagueId !== 'string') return;
    if (event.type === 'LeagueDeleted') {
      await manager.query('DELETE FROM league_record_streams WHERE league_id = $1', [leagueId]);
      return;
    }
    if (event.metadata.actor !== 'admin' && event.metadata.actor !== 'commissioner') return;
    await manager.query(
      'INSERT INTO league_record_streams (league_id, stream_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [leagueId, event.streamId],
    );
  }
}
