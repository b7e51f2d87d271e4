import { CLASSIC_SCORING_TABLE, SCORING_PRESET_TABLES, SCORING_TABLE_MESSAGES } from '@tribal/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { ScoringTableCommand, scoringTableDecider, solePredictionDecider } from './league-scoring.decider';
import { ScoringTableChanged } from './league-scoring.events';

const now = new Date('2026-10-01T12:00:00Z');
const { locked: _l, ...classic } = CLASSIC_SCORING_TABLE;
const strategy: typeof classic = { ...classic, ...SCORING_PRESET_TABLES.strategy, preset: 'strategy' };
const change = (over: Partial<ScoringTableCommand> = {}): ScoringTableCommand => ({
  type: 'ChangeScoringTable',
  leagueId: 'L',
  season: 50,
  table: strategy,
  locked: false,
  standingsVersion: 7,
  now,
  ...over,
});
const changed = (before = classic, after = strategy): ScoringTableChanged => ({
  type: 'ScoringTableChanged',
  data: { leagueId: 'L', season: 50, before, after, standingsVersion: 7, changedAt: now.toISOString() },
});

describe('changing the scoring table', () => {
  const spec = deciderSpec(scoringTableDecider);

  it('Given a Classic league, When the commissioner picks Strategy, Then one event with before and after', () => {
    spec.given([]).when(change()).thenEmits([changed()]);
  });

  it('Given values that match no preset, When saved as "strategy", Then it is recorded as custom', () => {
    const custom = { ...strategy, points: { ...strategy.points, idolObtained: 7 } };
    spec
      .given([])
      .when(change({ table: custom }))
      .thenEmits([changed(classic, { ...custom, preset: 'custom' })]);
  });

  it('Given the table already saved, When saved again unchanged, Then nothing is recorded (nobody is mailed)', () => {
    spec.given([changed()]).when(change()).thenEmits([]);
  });

  it('Given the finale is scored, When the table changes, Then 409 locked', () => {
    spec
      .given([])
      .when(change({ locked: true }))
      .thenThrows(409, SCORING_TABLE_MESSAGES.locked);
  });

  it('Given standings moved since the preview, When saved with the old If-Match, Then 409 stale', () => {
    spec
      .given([])
      .when(change({ expectedStandingsVersion: 6 }))
      .thenThrows(409, SCORING_TABLE_MESSAGES.stale);
  });

  it('Given the standings the commissioner previewed, When saved with that If-Match, Then it is recorded', () => {
    spec
      .given([])
      .when(change({ expectedStandingsVersion: 7 }))
      .thenEmits([changed()]);
  });
});

describe('the Sole Survivor prediction', () => {
  const spec = deciderSpec(solePredictionDecider);
  const predict = (over = {}) => ({
    type: 'MakeSolePrediction' as const,
    leagueId: 'L',
    season: 50,
    userName: 'Ann',
    entryId: 'e1',
    castawayId: 7,
    solePrediction: 10,
    deadline: '2026-10-01T12:00:01Z',
    winnerKnown: false,
    castawayIds: new Set([7, 8]),
    now,
    ...over,
  });
  const made = (castawayId: number) => ({
    type: 'SolePredictionMade' as const,
    data: { leagueId: 'L', season: 50, userName: 'Ann', entryId: 'e1', castawayId, madeAt: now.toISOString() },
  });

  it('Given a league that plays it, When a member predicts before the deadline, Then it is recorded', () => {
    spec
      .given([])
      .when(predict())
      .thenEmits([made(7)]);
  });

  it('Given a prediction, When changed before the deadline, Then the new one replaces it', () => {
    spec
      .given([made(7)])
      .when(predict({ castawayId: 8 }))
      .thenEmits([made(8)]);
  });

  it('Given the deadline second, When a member predicts, Then 409 closed (like a weekly pick)', () => {
    spec
      .given([])
      .when(predict({ deadline: now.toISOString() }))
      .thenThrows(409, SCORING_TABLE_MESSAGES.predictionClosed);
  });

  it('Given the winner known, When a member predicts, Then 409 closed', () => {
    spec
      .given([])
      .when(predict({ deadline: null, winnerKnown: true }))
      .thenThrows(409, SCORING_TABLE_MESSAGES.predictionClosed);
  });

  it('Given a league that does not play it, When a member predicts, Then 409 off', () => {
    spec
      .given([])
      .when(predict({ solePrediction: 0 }))
      .thenThrows(409, SCORING_TABLE_MESSAGES.predictionOff);
  });

  it('Given a castaway of another season, When predicted, Then 400 naming castawayId', () => {
    spec
      .given([])
      .when(predict({ castawayId: 99 }))
      .thenThrows(400, SCORING_TABLE_MESSAGES.unknownCastaway);
  });
});
