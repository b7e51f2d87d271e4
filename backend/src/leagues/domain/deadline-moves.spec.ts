import { describe, expect, it } from 'vitest';
import { cutoffMoves, deadlineMovedMail, draftDeadlineMoves } from './deadline-moves';

const now = new Date('2026-03-01T12:00:00Z');
// Wednesday 4 and Thursday 5 March 2026, 8 pm EST.
const wed = '2026-03-05T01:00:00.000Z';
const thu = '2026-03-06T01:00:00.000Z';
const lastWeek = '2026-02-20T01:00:00.000Z';

describe('which deadline changes members hear about', () => {
  it('a cutoff that moved, with both times in Eastern words', () => {
    expect(cutoffMoves({ '5': wed }, { '5': thu }, now)).toEqual([
      { what: 'The pick cutoff of episode 5', from: 'Wed Mar 4, 8:00 pm', to: 'Thu Mar 5, 8:00 pm' },
    ]);
  });

  it('a cutoff removed falls back to the air time; unchanged, first-time and long-past cutoffs are not news', () => {
    expect(cutoffMoves({ '5': wed }, {}, now)[0]?.to).toBe("the episode's air time");
    expect(cutoffMoves({ '5': wed }, { '5': wed }, now)).toEqual([]);
    expect(cutoffMoves({}, { '5': wed }, now)).toEqual([]);
    expect(cutoffMoves({ '5': lastWeek }, { '5': '2026-02-21T01:00:00.000Z' }, now)).toEqual([]);
  });

  it('the draft deadline moved or removed', () => {
    expect(draftDeadlineMoves(wed, thu, now)).toHaveLength(1);
    expect(draftDeadlineMoves(wed, null, now)[0]?.to).toBe('no deadline');
    expect(draftDeadlineMoves(null, thu, now)).toEqual([]);
  });

  it('the mail names the league and the moves, and links the record: nothing about castaways or picks', () => {
    const mail = deadlineMovedMail('Office Pool', cutoffMoves({ '5': wed }, { '5': thu }, now), 'https://x/league/L');
    expect(mail.subject).toBe('Office Pool: a deadline moved');
    expect(mail.text).toContain('The pick cutoff of episode 5: from Wed Mar 4, 8:00 pm to Thu Mar 5, 8:00 pm ET.');
    expect(mail.text).toContain('https://x/league/L/record');
  });
});
