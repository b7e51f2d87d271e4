import { HAPPENING_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../../event-store/decider';
import { deciderSpec } from '../../event-store/decider-spec';
import { castawayDecider, tribesAt } from './castaway.decider';
import { CastawayAdded, TribesChanged } from './castaway.events';

const spec = deciderSpec(castawayDecider);
const added = (castawayId: number, name: string, tribe: string): CastawayAdded => ({
  type: 'CastawayAdded',
  data: { season: 49, castawayId, name, tribe, age: 30, occupation: 'Chef', imageUrl: '/c.svg' },
});
const cast = [
  added(49001, 'Avery Brooks', 'Manu'),
  added(49002, 'Jonah Reyes', 'Tavi'),
  added(49003, 'Mila Okafor', 'Lomi'),
];
const swap: TribesChanged = { type: 'TribesChanged', data: { season: 49, fromEpisode: 4, tribes: { 49001: 'Tavi' } } };
const merge: TribesChanged = {
  type: 'TribesChanged',
  data: { season: 49, fromEpisode: 7, tribes: { 49001: 'Kele', 49002: 'Kele', 49003: 'Kele' } },
};

describe('tribes that change during a season', () => {
  it('the admin records a swap from episode 4', () => {
    spec
      .given(cast)
      .when({ type: 'ChangeTribes', season: 49, fromEpisode: 4, tribes: { 49001: 'Tavi' } })
      .thenEmits([swap]);
  });

  it('a castaway not in the season is refused', () => {
    spec
      .given(cast)
      .when({ type: 'ChangeTribes', season: 49, fromEpisode: 4, tribes: { 49999: 'Tavi' } })
      .thenThrows(400, HAPPENING_MESSAGES.unknownCastaway(49999, 49));
  });

  it('each castaway is on its starting tribe until a change takes effect, whatever order they were recorded in', () => {
    const state = fold(castawayDecider, [...cast, merge, swap]);
    expect(Object.fromEntries(tribesAt(state, 3))).toEqual({ 49001: 'Manu', 49002: 'Tavi', 49003: 'Lomi' });
    expect(Object.fromEntries(tribesAt(state, 4))).toEqual({ 49001: 'Tavi', 49002: 'Tavi', 49003: 'Lomi' });
    expect(Object.fromEntries(tribesAt(state, 7))).toEqual({ 49001: 'Kele', 49002: 'Kele', 49003: 'Kele' });
  });
});
