import { CHAT_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { MemberMutedInChat } from './chat.events';
import { ChatMemberCommand, chatMemberDecider } from './chat-member.decider';

const spec = deciderSpec(chatMemberDecider);
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 5, 1, 20, seconds));
const send = (now: Date, recentSentAts: number[] = []): ChatMemberCommand => ({
  type: 'SendMessage',
  leagueId: 'L',
  season: 49,
  messageId: '42',
  author: { key: 'entry:e1', userName: 'Sandra' },
  text: 'Rob has an idol!',
  moment: { episode: 3, minute: 20 },
  recentSentAts,
  now,
});
const muted = (until: Date): MemberMutedInChat => ({
  type: 'MemberMutedInChat',
  data: { leagueId: 'L', userName: 'Sandra', mutedUntil: until.toISOString(), mutedAt: at(0).toISOString() },
});

describe("a member's standing in the league's chat", () => {
  it('a member who is not muted sends a message that carries its moment of the episode', () => {
    spec
      .given([])
      .when(send(at(30)))
      .thenEmits([
        {
          type: 'ChatMessageSent',
          data: {
            leagueId: 'L',
            season: 49,
            messageId: '42',
            authorKey: 'entry:e1',
            userName: 'Sandra',
            text: 'Rob has an idol!',
            sentAt: at(30).toISOString(),
            moment: { episode: 3, minute: 20 },
          },
        },
      ]);
  });

  it('a member muted until later is refused, told until when', () => {
    const until = new Date(at(0).getTime() + 24 * 3_600_000);
    spec
      .given([muted(until)])
      .when(send(at(30)))
      .thenThrows(403, CHAT_MESSAGES.muted(until.toISOString()));
  });

  it('a mute that has run out no longer holds', () => {
    spec
      .given([muted(at(10))])
      .when(send(at(30)))
      .thenEmits(chatMemberDecider.decide(send(at(30)), { mutedUntil: null }));
  });

  it('the 11th message within 10 seconds is refused, told when the oldest leaves the window', () => {
    const ten = Array.from({ length: 10 }, (_, i) => at(21 + (i % 9)).getTime());
    // the oldest of the ten was sent at second 21: it leaves the window at second 31, one second after now
    spec
      .given([])
      .when(send(at(30), ten))
      .thenThrows(429, CHAT_MESSAGES.tooFast);
    let retryAfter: number | undefined;
    try {
      chatMemberDecider.decide(send(at(30), ten), { mutedUntil: null });
    } catch (error) {
      retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    }
    expect(retryAfter).toBe(1);
  });

  it('ten messages, of which the oldest left the window, leave room for one more', () => {
    const ten = [at(19).getTime(), ...Array.from({ length: 9 }, () => at(25).getTime())];
    spec
      .given([])
      .when(send(at(30), ten))
      .thenEmits(chatMemberDecider.decide(send(at(30)), { mutedUntil: null }));
  });

  it('muting lasts 24 hours from now, and muting again starts them anew', () => {
    spec
      .given([muted(at(59))])
      .when({ type: 'Mute', leagueId: 'L', userName: 'Sandra', now: at(30) })
      .thenEmits([
        {
          type: 'MemberMutedInChat',
          data: {
            leagueId: 'L',
            userName: 'Sandra',
            mutedUntil: new Date(at(30).getTime() + 24 * 3_600_000).toISOString(),
            mutedAt: at(30).toISOString(),
          },
        },
      ]);
  });
});
