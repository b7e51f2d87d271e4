import { ScoreRecord } from '@tribal/contracts';
import { NewEvent } from '../../event-store/stored-event';

/** An episode's records replaced as a whole; `version` counts the saves of that episode (expected-version checks). */
export type EpisodeScored = NewEvent<
  'EpisodeScored',
  { season: number; episode: number; version: number; records: Record<string, ScoreRecord> }
>;
export type ScoresCleared = NewEvent<'ScoresCleared', { season: number }>;
export type ScoreEvent = EpisodeScored | ScoresCleared;

export const scoresStreamId = (season: number) => `scores-season-${season}`;

export type InventoryAdjusted = NewEvent<
  'InventoryAdjusted',
  { castawayId: number; itemType: 'idols' | 'advantages'; amount: 1 | -1 }
>;
export const inventoryStreamId = (castawayId: number) => `inventory-${castawayId}`;
