import { HappeningRequest, ScoreRecord } from '@tribal/contracts';
import { NewEvent, streamOf } from '../../event-store/stored-event';
import { ScoreRecordDelta } from './score-record-delta';

/** An episode's records replaced as a whole; `version` counts the saves of that episode (expected-version checks). */
export type EpisodeScored = NewEvent<
  'EpisodeScored',
  { season: number; episode: number; version: number; records: Record<string, ScoreRecord> }
>;
export type ScoresCleared = NewEvent<'ScoresCleared', { season: number }>;

/**
 * One thing that happened in an episode, as it aired. It carries its own consequences (what it added to each
 * castaway's record and the points that made), decided once against the tribes and players of that moment, so
 * replaying the stream never re-derives them and an episode replay reads them as they were.
 * `happeningId` is the event's version in the score stream; `episodeVersion` counts the episode's changes (so a
 * grid loaded before this happening is refused as stale).
 */
export type HappeningRecorded = NewEvent<
  'HappeningRecorded',
  {
    season: number;
    episode: number;
    happeningId: number;
    episodeVersion: number;
    happening: HappeningRequest;
    changes: Record<string, ScoreRecordDelta>;
    points: Record<string, number>;
  }
>;
/** A happening taken back: `changes` and `points` are the inverse of the happening's. */
export type HappeningUndone = NewEvent<
  'HappeningUndone',
  {
    season: number;
    episode: number;
    happeningId: number;
    episodeVersion: number;
    changes: Record<string, ScoreRecordDelta>;
    points: Record<string, number>;
  }
>;
export type ScoreEvent = EpisodeScored | ScoresCleared | HappeningRecorded | HappeningUndone;

export const scoresStreamId = (season: number) => streamOf<ScoreEvent>(`scores-season-${season}`);

/** The castaways whose records an event of the score stream may change (null: possibly all of the season). */
export function scoredCastawayIds(event: ScoreEvent): number[] | null {
  switch (event.type) {
    case 'HappeningRecorded':
    case 'HappeningUndone':
      return Object.keys(event.data.changes).map(Number);
    default:
      return null;
  }
}

export type InventoryAdjusted = NewEvent<
  'InventoryAdjusted',
  { castawayId: number; itemType: 'idols' | 'advantages'; amount: 1 | -1 }
>;
export const inventoryStreamId = (castawayId: number) => streamOf<InventoryAdjusted>(`inventory-${castawayId}`);
