import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, ChatPostSchema, chatMoment, chatShieldGroup, chatVisibleAt } from './chat';

const at = (iso: string) => Date.parse(iso);
// Episode 5 on Wednesday 4 March 2026 at 8 pm EST (01:00 UTC Thursday); episode 6 a week later (after spring-forward).
const SCHEDULE = { '5': '2026-03-05T01:00:00.000Z', '6': '2026-03-12T00:00:00.000Z' };
const NEW_YORK = { timeZone: 'America/New_York' };
const LOS_ANGELES = { timeZone: 'America/Los_Angeles' };

describe('the chat shield: a message reaches a viewer at the same minute of their own broadcast', () => {
  it('a New York member 20 minutes into episode 5 sends a message tagged with that minute', () => {
    expect(chatMoment(SCHEDULE, NEW_YORK, at('2026-03-05T01:20:30.000Z'))).toEqual({ episode: 5, minute: 20 });
  });

  it('the Los Angeles viewer sees it 20 minutes into their own broadcast (8:20 pm PST), not before', () => {
    const sentAt = at('2026-03-05T01:20:30.000Z');
    const moment = chatMoment(SCHEDULE, NEW_YORK, sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, LOS_ANGELES)).toBe(at('2026-03-05T04:20:00.000Z'));
    // The New York viewer, at the same minute of the same broadcast, sees it as it is sent.
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, NEW_YORK)).toBe(sentAt);
  });

  it('after the episode ends in New York, a message says it all: Los Angeles hears it when their episode has ended', () => {
    const sentAt = at('2026-03-05T03:00:00.000Z'); // 10 pm EST, 7 pm PST
    const moment = chatMoment(SCHEDULE, NEW_YORK, sentAt);
    expect(moment).toEqual({ episode: 5, minute: 90 });
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, LOS_ANGELES)).toBe(at('2026-03-05T05:30:00.000Z'));
  });

  it('a Los Angeles member watching their own broadcast sends at their minute; New York, ahead, sees it at once', () => {
    const sentAt = at('2026-03-05T04:10:00.000Z'); // 8:10 pm PST
    const moment = chatMoment(SCHEDULE, LOS_ANGELES, sentAt);
    expect(moment).toEqual({ episode: 5, minute: 10 });
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, NEW_YORK)).toBe(sentAt);
  });

  it('a sender with the shield off may have read anything: judged by the broadcast, Los Angeles waits', () => {
    const sentAt = at('2026-03-05T04:10:00.000Z'); // 8:10 pm PST, the New York broadcast is over
    const moment = chatMoment(SCHEDULE, {}, sentAt);
    expect(moment).toEqual({ episode: 5, minute: 90 });
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, LOS_ANGELES)).toBe(at('2026-03-05T05:30:00.000Z'));
  });

  it('reveal: a viewer who revealed the episode sees it at once; the shield off, too', () => {
    const sentAt = at('2026-03-05T01:20:30.000Z');
    const moment = chatMoment(SCHEDULE, NEW_YORK, sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, { ...LOS_ANGELES, revealedThrough: 5 })).toBe(sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, { ...LOS_ANGELES, revealedThrough: 4 })).toBeGreaterThan(sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, {})).toBe(sentAt);
  });

  it('between episodes chat is immediate: the next day, for everyone', () => {
    const sentAt = at('2026-03-06T18:00:00.000Z');
    const moment = chatMoment(SCHEDULE, NEW_YORK, sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, LOS_ANGELES)).toBe(sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, { timeZone: 'Pacific/Honolulu' })).toBe(sentAt);
  });

  it('before the season airs a message has no moment and is seen at once', () => {
    const sentAt = at('2026-02-01T12:00:00.000Z');
    expect(chatMoment(SCHEDULE, NEW_YORK, sentAt)).toBeNull();
    expect(chatVisibleAt({ sentAt, moment: null }, SCHEDULE, LOS_ANGELES)).toBe(sentAt);
  });

  it('after spring-forward: a New York minute 5 of episode 6 reaches Los Angeles at 8:05 pm PDT', () => {
    const sentAt = at('2026-03-12T00:05:10.000Z');
    const moment = chatMoment(SCHEDULE, NEW_YORK, sentAt);
    expect(moment).toEqual({ episode: 6, minute: 5 });
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, LOS_ANGELES)).toBe(at('2026-03-12T03:05:00.000Z'));
  });

  it('east of New York nobody watches before the broadcast: London sees a New York message as it is sent', () => {
    const sentAt = at('2026-03-05T01:20:30.000Z');
    const moment = chatMoment(SCHEDULE, NEW_YORK, sentAt);
    expect(chatVisibleAt({ sentAt, moment }, SCHEDULE, { timeZone: 'Europe/London' })).toBe(sentAt);
  });

  it('viewers are grouped by what they may see', () => {
    expect(chatShieldGroup({})).toBe('open');
    expect(chatShieldGroup(LOS_ANGELES)).not.toBe(chatShieldGroup({ ...LOS_ANGELES, revealedThrough: 5 }));
  });
});

describe('a chat message as typed', () => {
  const refusal = (text: unknown) => {
    const parsed = ChatPostSchema.safeParse({ text });
    return parsed.success ? null : parsed.error.issues[0].message;
  };
  it('is kept exactly, markup and entities included', () => {
    expect(ChatPostSchema.parse({ text: '<script>alert(1)</script> &amp; 🔥' }).text).toBe(
      '<script>alert(1)</script> &amp; 🔥',
    );
  });
  it('is refused empty, over 500 characters, or with control characters', () => {
    expect(refusal('   ')).toBe(CHAT_MESSAGES.empty);
    expect(refusal('x'.repeat(501))).toBe(CHAT_MESSAGES.tooLong);
    expect(refusal('x'.repeat(500))).toBeNull();
    expect(refusal('line\nbreak')).toBe(CHAT_MESSAGES.controlCharacters);
    expect(refusal('bell\u0007')).toBe(CHAT_MESSAGES.controlCharacters);
    expect(refusal('\u202Ereversed')).toBe(CHAT_MESSAGES.controlCharacters);
    expect(refusal(42)).toBe(CHAT_MESSAGES.empty);
  });
});
