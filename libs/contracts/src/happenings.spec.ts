import { describe, expect, it } from 'vitest';
import {
  CASTAWAY_TAP_CHOICES,
  describeHappening,
  type FeedItem,
  HAPPENING_LABELS,
  HappeningRequestSchema,
  tapChoiceRequest,
} from './happenings';

describe('what a tap on a castaway can record on the live screen', () => {
  it('offers the castaway happenings, then the three final places, in the screen’s order and words', () => {
    expect(CASTAWAY_TAP_CHOICES).toEqual([
      { id: 'individualImmunityWin', label: 'Immunity' },
      { id: 'individualRewardWin', label: 'Reward' },
      { id: 'idolObtained', label: 'Found idol' },
      { id: 'advantageObtained', label: 'Got advantage' },
      { id: 'playedIdolAdvantage', label: 'Played idol/adv.' },
      { id: 'shotInDarkWin', label: 'Shot in the dark' },
      { id: 'advantageAbandoned', label: 'Lost advantage' },
      { id: 'idolAbandoned', label: 'Lost idol' },
      { id: 'place1', label: '1st place' },
      { id: 'place2', label: '2nd place' },
      { id: 'place3', label: '3rd place' },
    ]);
  });

  it('labels each castaway happening as HAPPENING_LABELS does', () => {
    for (const choice of CASTAWAY_TAP_CHOICES.filter((c) => !c.id.startsWith('place'))) {
      expect(choice.label).toBe(HAPPENING_LABELS[choice.id as keyof typeof HAPPENING_LABELS]);
    }
  });

  it('records a happening about the tapped castaway', () => {
    expect(tapChoiceRequest('idolObtained', 12)).toEqual({ kind: 'idolObtained', castawayId: 12 });
    expect(tapChoiceRequest('individualImmunityWin', 4)).toEqual({ kind: 'individualImmunityWin', castawayId: 4 });
  });

  it.each([
    ['place1', 1],
    ['place2', 2],
    ['place3', 3],
  ] as const)('records %s as the tapped castaway’s final placement %i', (choice, place) => {
    expect(tapChoiceRequest(choice, 9)).toEqual({ kind: 'finalPlacement', castawayId: 9, place });
  });

  it('makes only requests the server accepts', () => {
    for (const choice of CASTAWAY_TAP_CHOICES) {
      expect(HappeningRequestSchema.safeParse(tapChoiceRequest(choice.id, 7)).success).toBe(true);
    }
  });
});

describe('a final placement in the feed', () => {
  it.each([
    [1, 'Kele placed 1st'],
    [2, 'Kele placed 2nd'],
    [3, 'Kele placed 3rd'],
  ])('place %i reads "%s"', (place, text) => {
    const item: FeedItem = {
      id: 1,
      season: 48,
      episode: 13,
      kind: 'finalPlacement',
      at: '2026-05-20T01:00:00Z',
      points: {},
      undone: false,
      castawayId: 3,
      place,
    };
    expect(describeHappening(item, () => 'Kele')).toBe(text);
  });
});
