import type { FeedItem, TeamStint } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { feedLineText, memberDeltas, traceMemberPoints } from './feed-text';

const names: Record<number, string> = {
  1: 'Avery Brooks',
  2: 'Theo Lindqvist',
  3: 'Mila Okafor',
  4: 'Jonah Reyes',
  5: 'Uma Patel',
};
const nameOf = (id: number) => names[id];
const immunity: FeedItem = {
  id: 7,
  season: 49,
  episode: 3,
  kind: 'tribeImmunityWin',
  tribe: 'Kele',
  at: '2026-03-04T01:00:00.000Z',
  points: { 1: 1, 2: 1, 4: 1, 5: 1 },
  undone: false,
};
const stints: TeamStint[] = [
  { userName: 'alice', castawayId: 1, fromEpisode: 1, toEpisode: null },
  { userName: 'alice', castawayId: 2, fromEpisode: 1, toEpisode: null },
  { userName: 'bob', castawayId: 4, fromEpisode: 1, toEpisode: null },
  // carol swapped Uma in from episode 4: the episode-3 immunity is not hers.
  { userName: 'carol', castawayId: 5, fromEpisode: 4, toEpisode: null },
  { userName: 'carol', castawayId: 3, fromEpisode: 1, toEpisode: 3 },
];

describe('the live feed line', () => {
  it('reads like the broadcast: who won, the castaways’ points, then each member’s', () => {
    expect(feedLineText(immunity, nameOf, stints)).toBe(
      'Kele won immunity: +1 Avery Brooks, Theo Lindqvist, Jonah Reyes, … · alice +2, bob +1',
    );
  });

  it('a swap is not retroactive: a castaway’s points count only for the episodes of the member’s stint', () => {
    expect(memberDeltas(immunity, stints).map((m) => m.userName)).toEqual(['alice', 'bob']);
    expect(memberDeltas({ ...immunity, episode: 4 }, stints).map((m) => m.userName)).toEqual(['alice', 'bob', 'carol']);
  });

  it('a member’s points trace to each happening still counting, undone ones left out', () => {
    const idol: FeedItem = {
      ...immunity,
      id: 8,
      kind: 'idolObtained',
      castawayId: 2,
      tribe: undefined,
      points: { 2: 4 },
    };
    const undone: FeedItem = { ...idol, id: 9, undone: true };
    expect(
      traceMemberPoints('alice', stints, [idol, immunity, undone]).map((t) => [t.item.id, t.castawayId, t.points]),
    ).toEqual([
      [7, 1, 1],
      [7, 2, 1],
      [8, 2, 4],
    ]);
  });
});
