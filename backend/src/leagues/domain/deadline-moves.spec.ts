import { describe, expect, it } from 'vitest';
import { deadlineMovedMail } from '../../mail/templates/league-mails';
import {
  cutoffMoves,
  DeadlineMove,
  draftDeadlineMoves,
  movesWorthTelling,
  planDeadlineMail,
  releaseDeadlineMail,
} from './deadline-moves';

const now = new Date('2026-03-01T12:00:00Z');
// Wednesday 4 and Thursday 5 March 2026, 8 pm EST.
const wed = '2026-03-05T01:00:00.000Z';
const thu = '2026-03-06T01:00:00.000Z';
const lastWeek = '2026-02-20T01:00:00.000Z';

describe('which deadline changes members hear about', () => {
  it('a cutoff that moved, with both times in Eastern words', () => {
    expect(cutoffMoves({ '5': wed }, { '5': thu }, now)).toEqual([
      {
        deadline: 'cutoff-5',
        what: 'The pick cutoff of episode 5',
        from: 'Wed Mar 4, 8:00 pm',
        to: 'Thu Mar 5, 8:00 pm',
      },
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
    const mail = deadlineMovedMail(
      'Office Pool',
      cutoffMoves({ '5': wed }, { '5': thu }, now),
      'https://x/league/L/record',
    );
    expect(mail.subject).toBe('Office Pool: a deadline moved');
    expect(mail.text).toContain('The pick cutoff of episode 5: from Wed Mar 4, 8:00 pm to Thu Mar 5, 8:00 pm ET.');
    expect(mail.text).toContain('https://x/league/L/record');
  });
});

describe('deadline mail: at most one an hour per league, the moves of the hour together', () => {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const draft = (from: string, to: string): DeadlineMove => ({
    deadline: 'draft',
    what: 'The draft deadline',
    from,
    to,
  });
  const cutoff5 = (from: string, to: string): DeadlineMove => ({
    deadline: 'cutoff-5',
    what: 'The pick cutoff of episode 5',
    from,
    to,
  });
  const fresh = { lastMailedAt: null, pending: [] };

  it('the first move is mailed at once', () => {
    expect(planDeadlineMail(fresh, [draft('Wed', 'Thu')], at(0))).toEqual({
      mailNow: [draft('Wed', 'Thu')],
      batch: { lastMailedAt: at(0).toISOString(), pending: [] },
      dueAt: null,
    });
  });

  it('moves within the hour wait for the mail due an hour after the last one, which lists each in order', () => {
    const mailed = { lastMailedAt: at(0).toISOString(), pending: [] };
    const second = planDeadlineMail(mailed, [draft('Thu', 'Fri')], at(10));
    expect(second).toEqual({
      mailNow: [],
      batch: { lastMailedAt: at(0).toISOString(), pending: [draft('Thu', 'Fri')] },
      dueAt: at(60).toISOString(),
    });
    const third = planDeadlineMail(second.batch, [cutoff5('Mon', 'Tue')], at(20));
    expect(third.mailNow).toEqual([]);
    expect(third.dueAt).toBe(at(60).toISOString());
    expect(releaseDeadlineMail(third.batch, at(60))).toEqual({
      mailNow: [draft('Thu', 'Fri'), cutoff5('Mon', 'Tue')],
      batch: { lastMailedAt: at(60).toISOString(), pending: [] },
      dueAt: null,
    });
  });

  it('a move after the hour, with moves still waiting, mails them all at once', () => {
    const waiting = { lastMailedAt: at(0).toISOString(), pending: [draft('Thu', 'Fri')] };
    expect(planDeadlineMail(waiting, [draft('Fri', 'Sat')], at(61)).mailNow).toEqual([
      draft('Thu', 'Fri'),
      draft('Fri', 'Sat'),
    ]);
  });

  it('a deadline moved back to what members were last told is no news; the others still are', () => {
    const toggled = [
      draft('Thu', 'Fri'),
      draft('Fri', 'Thu'),
      cutoff5('Mon', 'Tue'),
      draft('Thu', 'Fri'),
      draft('Fri', 'Thu'),
    ];
    expect(movesWorthTelling(toggled)).toEqual([cutoff5('Mon', 'Tue')]);
    const back = { lastMailedAt: at(0).toISOString(), pending: [draft('Thu', 'Fri'), draft('Fri', 'Thu')] };
    expect(releaseDeadlineMail(back, at(60))).toEqual({
      mailNow: [],
      batch: { lastMailedAt: at(0).toISOString(), pending: [] },
      dueAt: null,
    });
  });

  it('a mail of several moves says so in its subject', () => {
    const mail = deadlineMovedMail(
      'Office Pool',
      [draft('Thu', 'Fri'), draft('Fri', 'Sat')],
      'https://x/league/L/record',
    );
    expect(mail.subject).toBe('Office Pool: deadlines moved');
    expect(mail.text).toContain('The draft deadline: from Thu to Fri ET.\nThe draft deadline: from Fri to Sat ET.');
  });
});
