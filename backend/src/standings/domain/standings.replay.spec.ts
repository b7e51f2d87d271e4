import { describe, expect, it } from 'vitest';
import { replayEpisode } from './standings.replay';
import { StandingsFacts } from './standings-facts';

/** Ann fields castaway 1, Bob castaway 2; Bob picked castaway 1 to go home in episode 3. */
const facts = (scores: StandingsFacts['scores']): StandingsFacts => ({
  members: [
    { userName: 'Bob', team: [] },
    { userName: 'Ann', team: [] },
  ],
  stints: [
    { userName: 'Ann', castawayId: 1, fromEpisode: 1, toEpisode: null },
    { userName: 'Bob', castawayId: 2, fromEpisode: 1, toEpisode: null },
  ],
  scores,
  picks: [{ userName: 'Bob', episode: 3, castawayId: 1 }],
  castaways: new Map(),
});
const happening = (id: string, points: Record<string, number>, votedOut: number[] = []) => ({
  kind: 'happening' as const,
  happeningId: id,
  happeningKind: 'points',
  time: null,
  points,
  votedOut,
});

describe('Given Ann fielding castaway 1 and Bob castaway 2 and picking 1 to go home in episode 3, When episode 3 is replayed', () => {
  const season = facts([
    { episode: 2, castawayId: 1, points: 1, votedOut: false },
    { episode: 3, castawayId: 1, points: 1, votedOut: true },
    { episode: 3, castawayId: 2, points: 4, votedOut: false },
  ]);

  it('Then happenings that tell the whole episode are its steps, totals and ranks moving, the pick bonus at the vote-out', () => {
    const replay = replayEpisode(season, 3, [happening('h1', { 2: 4 }), happening('h2', { 1: 1 }, [1])], null, true);
    expect(replay.members).toEqual(['Ann', 'Bob']);
    expect(replay.before).toEqual({ totals: [1, 0], ranks: [1, 2] });
    expect(replay.steps.map((s) => [s.happeningId, s.totals, s.ranks])).toEqual([
      ['h1', [1, 4], [2, 1]],
      ['h2', [2, 7], [2, 1]],
    ]);
  });

  it('Then what the happenings leave out closes the replay as one grid-save step that lands on the saved scores', () => {
    const replay = replayEpisode(season, 3, [happening('h1', { 2: 3 })], '2026-03-05T02:00:00.000Z', true);
    expect(replay.steps.map((s) => [s.kind, s.points, s.votedOut, s.totals])).toEqual([
      ['happening', { 2: 3 }, [], [1, 3]],
      ['grid-save', { 1: 1, 2: 1 }, [1], [2, 7]],
    ]);
  });

  it('Then an undone happening the feed left in would be corrected by the closing step too', () => {
    const replay = replayEpisode(
      season,
      3,
      [happening('h1', { 2: 4 }), happening('h2', { 1: 1 }, [1]), happening('h3', { 2: 2 })],
      null,
      true,
    );
    expect(replay.steps.at(-1)).toMatchObject({ kind: 'grid-save', points: { 2: -2 }, totals: [2, 7] });
  });

  it('Then a grid save in the feed is one step, and the vote-out it recorded belongs to it', () => {
    const correction = { ...happening('c1', { 1: 1, 2: 4 }), kind: 'grid-save' as const, happeningKind: null };
    const replay = replayEpisode(season, 3, [correction], null, true);
    expect(replay.steps.map((s) => [s.kind, s.happeningId, s.points, s.votedOut, s.totals])).toEqual([
      ['grid-save', 'c1', { 1: 1, 2: 4 }, [1], [2, 7]],
    ]);
  });

  it('Then a vote-out that a grid save took back earns no pick bonus: the re-opened episode’s picks stay sealed', () => {
    const corrected = facts([
      { episode: 2, castawayId: 1, points: 1, votedOut: false },
      { episode: 3, castawayId: 1, points: 1, votedOut: false },
      { episode: 3, castawayId: 2, points: 4, votedOut: false },
    ]);
    const steps = [happening('h1', { 2: 4 }), happening('h2', { 1: 1 }, [1])];
    const totals = (replay: ReturnType<typeof replayEpisode>) => replay.steps.map((s) => s.totals);
    expect(totals(replayEpisode(corrected, 3, steps, null, true))).toEqual([
      [1, 4],
      [2, 4],
    ]);
  });
});
