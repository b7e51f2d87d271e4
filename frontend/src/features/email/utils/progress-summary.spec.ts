import { describe, expect, it } from 'vitest';
import { progressSummary } from './progress-summary';

describe('the delivery progress of an email to everyone', () => {
  it('while mails are queued, counts what is sent so far', () => {
    const summary = progressSummary({ queued: 3, sent: 1, failed: 0 });
    expect(summary).toMatchObject({ total: 4, done: false, text: 'Delivering: 1 of 4 sent…' });
    expect(summary.percent).toEqual({ sent: 25, failed: 0, queued: 75 });
  });

  it('mentions failures while they happen', () => {
    expect(progressSummary({ queued: 1, sent: 1, failed: 1 }).text).toBe('Delivering: 1 of 3 sent, 1 failed…');
  });

  it('is done when nothing is queued', () => {
    expect(progressSummary({ queued: 0, sent: 5, failed: 0 })).toMatchObject({
      done: true,
      text: 'All 5 emails delivered.',
    });
    expect(progressSummary({ queued: 0, sent: 1, failed: 0 }).text).toBe('All 1 email delivered.');
    expect(progressSummary({ queued: 0, sent: 4, failed: 1 }).text).toBe('Finished: 4 emails delivered, 1 failed.');
  });

  it('says so when there was nobody to send to', () => {
    expect(progressSummary({ queued: 0, sent: 0, failed: 0 })).toMatchObject({
      total: 0,
      done: true,
      percent: { sent: 0, failed: 0, queued: 0 },
    });
  });
});
