import { describe, expect, it } from 'vitest';
import { ChatMessageHidden, ChatMessagePosted, ReactionChanged } from '../../chat/chat-notices';
import { noticeFromWire, noticeOnWire } from './chat-fan-out.wire';

/** What another process rebuilds from the text it is sent. */
const across = (notice: ChatMessagePosted | ChatMessageHidden | ReactionChanged) =>
  noticeFromWire(JSON.stringify(noticeOnWire(notice)));

describe('chat notices between processes', () => {
  it('a posted message arrives as it was sent, with no field the message did not have', () => {
    const message = { id: '42', userName: 'Sandra', text: 'As long as it ain’t me', at: '2026-03-05T01:20:00.000Z' };
    const notice = new ChatMessagePosted('pearl', 49, message, Date.parse(message.at), { episode: 2, minute: 20 });
    const received = across(notice);
    expect(received).toEqual({
      kind: 'posted',
      leagueId: 'pearl',
      season: 49,
      message,
      sentAt: Date.parse(message.at),
      moment: { episode: 2, minute: 20 },
    });
    expect(Object.keys(received?.kind === 'posted' ? received.message : {})).toEqual(Object.keys(message));
  });

  it('a hide and a reaction arrive with what the batcher needs', () => {
    expect(across(new ChatMessageHidden('pearl', '42'))).toEqual({
      kind: 'hidden',
      leagueId: 'pearl',
      messageId: '42',
    });
    expect(across(new ReactionChanged('pearl', 49, 301, 1000, null))).toEqual({
      kind: 'reaction',
      leagueId: 'pearl',
      season: 49,
      happeningId: 301,
      sentAt: 1000,
      moment: null,
    });
  });

  it('anything else on the channel is ignored', () => {
    for (const text of [
      undefined,
      42,
      'not json',
      '{}',
      'null',
      '{"leagueId":7}',
      '{"leagueId":"pearl"}',
      '{"leagueId":"pearl","kind":"muted"}',
    ]) {
      expect(noticeFromWire(text)).toBeUndefined();
    }
  });
});
