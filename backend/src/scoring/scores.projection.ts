import { Injectable, OnModuleInit } from '@nestjs/common';
import { scoreRecordPoints } from '@tribal/contracts';
import { Projection, ProjectionContext } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { StoredEvent } from '../event-store/stored-event';
import { InventoryAdjusted, ScoreEvent } from './domain/score.events';
import { InventoryChanged, SeasonScoresChanged } from './scoring-notifications';

/** Read tables `episode_scores` (points by the shared rubric), `episode_versions` and `inventory`. */
@Injectable()
export class ScoresProjection implements Projection, OnModuleInit {
  readonly name = 'scores';
  readonly readTables = ['episode_scores', 'episode_versions', 'inventory'] as const;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async apply(stored: StoredEvent, { manager, afterCommit }: ProjectionContext): Promise<void> {
    const event = stored as unknown as ScoreEvent | InventoryAdjusted;
    switch (event.type) {
      case 'EpisodeScored': {
        const { season, episode, version, records } = event.data;
        await manager.query('DELETE FROM episode_scores WHERE season = $1 AND episode = $2', [season, episode]);
        const ids = Object.keys(records).map(Number);
        if (ids.length) {
          await manager.query(
            `INSERT INTO episode_scores (season, episode, castaway_id, record, points, voted_out)
             SELECT $1, $2, * FROM unnest($3::int[], $4::jsonb[], $5::numeric[], $6::boolean[])`,
            [
              season,
              episode,
              ids,
              ids.map((id) => JSON.stringify(records[id])),
              ids.map((id) => scoreRecordPoints(records[id]).total),
              ids.map((id) => records[id].votedOut),
            ],
          );
        }
        await manager.query(
          `INSERT INTO episode_versions (season, episode, version) VALUES ($1, $2, $3)
           ON CONFLICT (season, episode) DO UPDATE SET version = $3`,
          [season, episode, version],
        );
        afterCommit(new SeasonScoresChanged(season, episode));
        return;
      }
      case 'ScoresCleared':
        await manager.query('DELETE FROM episode_scores WHERE season = $1', [event.data.season]);
        await manager.query('UPDATE episode_versions SET version = version + 1 WHERE season = $1', [event.data.season]);
        afterCommit(new SeasonScoresChanged(event.data.season, null));
        return;
      case 'InventoryAdjusted': {
        const { castawayId, itemType, amount } = event.data;
        const column = itemType === 'idols' ? 'idols' : 'advantages';
        await manager.query(
          `INSERT INTO inventory (castaway_id, ${column}) VALUES ($1, GREATEST($2, 0))
           ON CONFLICT (castaway_id) DO UPDATE SET ${column} = GREATEST(inventory.${column} + $2, 0)`,
          [castawayId, amount],
        );
        afterCommit(new InventoryChanged(castawayId));
        return;
      }
    }
  }
}
