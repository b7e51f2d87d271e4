import { Injectable } from '@nestjs/common';
import { ScoreRecord, scoreRecordPoints } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { EventsIn, eventTypes } from '../app-events';
import { queryRows } from '../database/query-rows';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { HappeningFed, InventoryChanged, SeasonScoresChanged } from '../live/scoring-notifications';
import { applyDelta, emptyScoreRecord, isEmptyRecord, ScoreRecordDelta } from './domain/score-record-delta';
import { insertHappening, markUndone } from './queries/happenings.sql';

const HANDLES = eventTypes(
  'EpisodeScored',
  'ScoresCleared',
  'HappeningRecorded',
  'HappeningUndone',
  'InventoryAdjusted',
);
type Handled = EventsIn<typeof HANDLES>;

/**
 * Read tables `episode_scores` (points by the shared rubric), `episode_versions`, `inventory`, and the feed:
 * `happenings` and `score_stream_versions`. An episode's records are the happenings folded, with grid saves as
 * corrections on top.
 */
@Injectable()
export class ScoresProjection extends RegisteredProjection<Handled> {
  readonly name = 'scores';
  readonly readTables = ['episode_scores', 'episode_versions', 'inventory', 'happenings', 'score_stream_versions'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager, afterCommit }: ProjectionContext): Promise<void> {
    if (event.type !== 'InventoryAdjusted' && event.streamId.startsWith('scores-season-')) {
      await manager.query(
        `INSERT INTO score_stream_versions (season, version) VALUES ($1, $2)
         ON CONFLICT (season) DO UPDATE SET version = $2`,
        [event.data.season, event.streamVersion],
      );
    }
    switch (event.type) {
      case 'EpisodeScored': {
        const { season, episode, version, records } = event.data;
        const before = await queryRows<{ castaway_id: number; points: string }>(
          manager,
          'DELETE FROM episode_scores WHERE season = $1 AND episode = $2 RETURNING castaway_id, points',
          [season, episode],
        );
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
        await this.setEpisodeVersion(manager, season, episode, version);
        // The grid save is a correction in the feed: what it changed, castaway by castaway.
        const points: Record<string, number> = {};
        const previous = new Map(before.map((r) => [r.castaway_id, Number(r.points)]));
        for (const id of new Set([...previous.keys(), ...ids])) {
          const diff = (records[id] ? scoreRecordPoints(records[id]).total : 0) - (previous.get(id) ?? 0);
          if (diff !== 0) points[id] = diff;
        }
        const item = await insertHappening(manager, {
          season,
          id: event.streamVersion,
          episode,
          kind: 'correction',
          detail: {},
          points,
          undone: false,
          occurred_at: event.occurredAt,
        });
        afterCommit(new SeasonScoresChanged(season, episode));
        afterCommit(new HappeningFed(item));
        return;
      }
      case 'ScoresCleared':
        await manager.query('DELETE FROM episode_scores WHERE season = $1', [event.data.season]);
        await manager.query('DELETE FROM happenings WHERE season = $1', [event.data.season]);
        await manager.query('UPDATE episode_versions SET version = version + 1 WHERE season = $1', [event.data.season]);
        afterCommit(new SeasonScoresChanged(event.data.season, null));
        return;
      case 'HappeningRecorded': {
        const { season, episode, happeningId, episodeVersion, happening, changes, points } = event.data;
        await this.applyChanges(manager, season, episode, changes);
        await this.setEpisodeVersion(manager, season, episode, episodeVersion);
        const { kind, ...detail } = happening;
        const item = await insertHappening(manager, {
          season,
          id: happeningId,
          episode,
          kind,
          detail,
          points,
          undone: false,
          occurred_at: event.occurredAt,
        });
        afterCommit(new SeasonScoresChanged(season, episode));
        afterCommit(new HappeningFed(item));
        return;
      }
      case 'HappeningUndone': {
        const { season, episode, happeningId, episodeVersion, changes } = event.data;
        await this.applyChanges(manager, season, episode, changes);
        await this.setEpisodeVersion(manager, season, episode, episodeVersion);
        const item = await markUndone(manager, season, happeningId);
        afterCommit(new SeasonScoresChanged(season, episode));
        if (item) afterCommit(new HappeningFed(item));
        return;
      }
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

  private async setEpisodeVersion(manager: EntityManager, season: number, episode: number, version: number) {
    await manager.query(
      `INSERT INTO episode_versions (season, episode, version) VALUES ($1, $2, $3)
       ON CONFLICT (season, episode) DO UPDATE SET version = $3`,
      [season, episode, version],
    );
  }

  /** Adds a happening's changes to the castaways' records; a record left with nothing in it is removed. */
  private async applyChanges(
    manager: EntityManager,
    season: number,
    episode: number,
    changes: Record<string, ScoreRecordDelta>,
  ): Promise<void> {
    const ids = Object.keys(changes).map(Number);
    const rows: Array<{ castaway_id: number; record: ScoreRecord }> = await manager.query(
      'SELECT castaway_id, record FROM episode_scores WHERE season = $1 AND episode = $2 AND castaway_id = ANY($3)',
      [season, episode, ids],
    );
    const current = new Map(rows.map((r) => [r.castaway_id, r.record]));
    const next = ids.map((id) => ({ id, record: applyDelta(current.get(id) ?? emptyScoreRecord(), changes[id]) }));
    const kept = next.filter((n) => !isEmptyRecord(n.record));
    const emptied = next.filter((n) => isEmptyRecord(n.record)).map((n) => n.id);
    if (emptied.length) {
      await manager.query('DELETE FROM episode_scores WHERE season = $1 AND episode = $2 AND castaway_id = ANY($3)', [
        season,
        episode,
        emptied,
      ]);
    }
    if (kept.length) {
      await manager.query(
        `INSERT INTO episode_scores (season, episode, castaway_id, record, points, voted_out)
         SELECT $1, $2, * FROM unnest($3::int[], $4::jsonb[], $5::numeric[], $6::boolean[])
         ON CONFLICT (season, episode, castaway_id)
         DO UPDATE SET record = EXCLUDED.record, points = EXCLUDED.points, voted_out = EXCLUDED.voted_out`,
        [
          season,
          episode,
          kept.map((k) => k.id),
          kept.map((k) => JSON.stringify(k.record)),
          kept.map((k) => scoreRecordPoints(k.record).total),
          kept.map((k) => k.record.votedOut),
        ],
      );
    }
  }
}
