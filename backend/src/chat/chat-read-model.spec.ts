import { describe, expect, it } from 'vitest';
import { UNREAD_MOMENTS_READ, UnreadChat } from './chat.sql';
import { visibleUnread } from './chat-read-model';

// Episode 4 airs at 8 pm EDT (00:00 UTC) in New York and 8 pm PDT (03:00 UTC) in Los Angeles.
const SCHEDULE = { 4: '2026-03-19T00:00:00.000Z' };
const LOS_ANGELES = { timeZone: 'America/Los_Angeles' };
const at = (iso: string) => Date.parse(iso);
/** Sent from New York `minute` minutes into episode 4. */
const fromNewYork = (minute: number) => ({
  sentAt: new Date(at('2026-03-19T00:00:30.000Z') + minute * 60_000).toISOString(),
  episode: 4,
  minute,
});

describe('the unread count My leagues shows a viewer (issue 31)', () => {
  const unread: UnreadChat = { count: 3, momentCount: 2, moments: [fromNewYork(5), fromNewYork(20)] };

  it('without a shield zone: every unread message', () => {
    expect(visibleUnread(unread, SCHEDULE, {}, at('2026-03-19T00:30:00.000Z'))).toBe(3);
  });

  it('in Los Angeles: a message from New York counts once their own broadcast reaches its minute', () => {
    expect(visibleUnread(unread, SCHEDULE, LOS_ANGELES, at('2026-03-19T00:30:00.000Z'))).toBe(1);
    expect(visibleUnread(unread, SCHEDULE, LOS_ANGELES, at('2026-03-19T03:05:00.000Z'))).toBe(2);
    expect(visibleUnread(unread, SCHEDULE, LOS_ANGELES, at('2026-03-19T03:20:00.000Z'))).toBe(3);
  });

  it('more messages a shield may hold than are read: those not read count as held, so the count never spoils', () => {
    const many: UnreadChat = {
      count: UNREAD_MOMENTS_READ + 50,
      momentCount: UNREAD_MOMENTS_READ + 50,
      moments: Array.from({ length: UNREAD_MOMENTS_READ }, () => fromNewYork(1)),
    };
    expect(visibleUnread(many, SCHEDULE, LOS_ANGELES, at('2026-03-19T00:30:00.000Z'))).toBe(0);
    // once all that was read is due, the screen shows "99+" all the same
    expect(visibleUnread(many, SCHEDULE, LOS_ANGELES, at('2026-03-19T03:02:00.000Z'))).toBe(UNREAD_MOMENTS_READ);
  });
});
