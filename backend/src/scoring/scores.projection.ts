import { Injectable } from '@nestjs/common';
import { scoreRecordPoints } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { HappeningFed, InventoryChanged, SeasonScoresChanged } from '../live/scoring-notifications';
import { applyDelta, emptyScoreRecord, isEmptyRecord, ScoreRecordDelta } from './domain/score-record-delta';
import { insertHappening, markUndone } from './queries/happenings.sql';
import {
  adjustInventory,
  clearSeasonScores,
  deleteEpisodeRecords,
  readEpisodeRecords,
  replaceEpisodeScores,
  setEpisodeVersion,
  setScoreStreamVersion,
  upsertEpisodeRecords,
} from './queries/scores.sql';

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
      await setScoreStreamVersion(manager, event.data.season, event.streamVersion);
    }
    switch (event.type) {
      case 'EpisodeScored': {
        const { season, episode, version, records } = event.data;
        const before = await replaceEpisodeScores(manager, season, episode, records);
        const ids = Object.keys(records).map(Number);
        await setEpisodeVersion(manager, season, episode, version);
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
        await clearSeasonScores(manager, event.data.season);
        afterCommit(new SeasonScoresChanged(event.data.season, null));
        return;
      case 'HappeningRecorded': {
        const { season, episode, happeningId, episodeVersion, happening, changes, points } = event.data;
        await this.applyChanges(manager, season, episode, changes);
        await setEpisodeVersion(manager, season, episode, episodeVersion);
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
        await setEpisodeVersion(manager, season, episode, episodeVersion);
        const item = await markUndone(manager, season, happeningId);
        afterCommit(new SeasonScoresChanged(season, episode));
        if (item) afterCommit(new HappeningFed(item));
        return;
      }
      case 'InventoryAdjusted': {
        const { castawayId, itemType, amount } = event.data;
        await adjustInventory(manager, castawayId, itemType, amount);
        afterCommit(new InventoryChanged(castawayId));
        return;
      }
    }
  }

  /** Adds a happening's changes to the castaways' records; a record left with nothing in it is removed. */
  private async applyChanges(
    manager: EntityManager,
    season: number,
    episode: number,
    changes: Record<string, ScoreRecordDelta>,
  ): Promise<void> {
    const ids = Object.keys(changes).map(Number);
    const rows = await readEpisodeRecords(manager, season, episode, ids);
    const current = new Map(rows.map((r) => [r.castaway_id, r.record]));
    const next = ids.map((id) => ({ id, record: applyDelta(current.get(id) ?? emptyScoreRecord(), changes[id]) }));
    const kept = next.filter((n) => !isEmptyRecord(n.record));
    const emptied = next.filter((n) => isEmptyRecord(n.record)).map((n) => n.id);
    if (emptied.length) await deleteEpisodeRecords(manager, season, episode, emptied);
    if (kept.length) await upsertEpisodeRecords(manager, season, episode, kept);
  }
}
