import { describe, expect, it } from 'vitest';
import { EntryDueFacts, entryDue } from './entry-due';

const now = new Date('2026-03-01T12:00:00.000Z');
/** A 14-episode season airing weekly from 2026-02-25 (episode 2 on 2026-03-04, ...). */
const schedule: Record<string, string> = {};
for (let episode = 1; episode <= 14; episode++)
  schedule[String(episode)] = new Date(
    Date.parse('2026-02-26T01:00:00.000Z') + (episode - 1) * 7 * 86_400_000,
  ).toISOString();

const facts = (overrides: Partial<EntryDueFacts> = {}): EntryDueFacts => ({
  draftDeadline: new Date('2026-03-03T00:00:00.000Z'),
  leagueCutoffs: {},
  schedule,
  episodes: 14,
  drafted: false,
  swapUsed: false,
  pickedEpisodes: [],
  ...overrides,
});

describe('what is due next for an entry', () => {
  it('the draft, while its deadline is ahead and the entry has not drafted', () => {
    expect(entryDue(facts(), now)).toEqual({ what: 'draft', at: '2026-03-03T00:00:00.000Z' });
  });

  it('nothing once the draft deadline has passed without a draft (nothing else can be done)', () => {
    expect(entryDue(facts({ draftDeadline: new Date('2026-02-28T00:00:00.000Z') }), now)).toBeUndefined();
  });

  it('after the draft, this week’s pick: the next episode whose cutoff in force is ahead, the league’s own first', () => {
    expect(entryDue(facts({ drafted: true }), now)).toEqual({ what: 'pick', at: schedule['2'] });
    const own = '2026-03-04T23:00:00.000Z';
    expect(entryDue(facts({ drafted: true, leagueCutoffs: { 2: own } }), now)).toEqual({ what: 'pick', at: own });
  });

  it('with this week’s pick made, the swap deadline while the swap is unused; nothing once it is used', () => {
    const due = entryDue(facts({ drafted: true, pickedEpisodes: [2] }), now);
    expect(due?.what).toBe('swap');
    // 7 pm ET on the day episode 10 airs
    expect(due?.at).toBe('2026-04-29T23:00:00.000Z');
    expect(entryDue(facts({ drafted: true, pickedEpisodes: [2], swapUsed: true }), now)).toBeUndefined();
  });
});
