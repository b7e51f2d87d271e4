import type { ChatMessage, Reactions } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyOwnReaction,
  applyReactionBatch,
  chatTimeline,
  compareMessageIds,
  nextReaction,
  seenBefore,
  unreadCount,
} from './chat-timeline';

const message = (id: string, userName = 'Parvati', text = `message ${id}`): ChatMessage => ({
  id,
  userName,
  text,
  at: '2026-12-02T01:20:00Z',
});

describe('the chat timeline', () => {
  it('orders ids as numbers: message 10 comes after message 9', () => {
    expect(['10', '9', '100', '11'].sort(compareMessageIds)).toEqual(['9', '10', '11', '100']);
  });

  it('shows the pages read and the live messages once each, oldest first', () => {
    const pages = [[message('12'), message('11')], [message('9')]];
    const live = [message('12'), message('13')];
    expect(chatTimeline(pages, live, new Set()).map((m) => m.id)).toEqual(['9', '11', '12', '13']);
  });

  it('a message the commissioner hid shows no text, whether hidden on the page or by a live frame', () => {
    const pages = [[{ ...message('2'), text: '', hidden: true }, message('1')]];
    const shown = chatTimeline(pages, [message('2')], new Set(['1']));
    expect(shown.map((m) => [m.id, m.text, m.hidden])).toEqual([
      ['1', '', true],
      ['2', '', true],
    ]);
  });

  it('counts unread messages of others after the one last seen', () => {
    const shown = [message('1'), message('2', 'Amanda'), message('3'), message('4', 'Amanda')];
    expect(unreadCount(shown, '1', 'amanda')).toBe(1);
    expect(unreadCount(shown, '1')).toBe(3);
    expect(unreadCount(shown, null)).toBe(0);
  });

  it('starts the unread ones where My leagues said: two unread of others', () => {
    const shown = [message('1'), message('2'), message('3', 'Amanda'), message('4')];
    expect(seenBefore(shown, 2, 'Amanda')).toBe('1');
    expect(seenBefore(shown, 0, 'Amanda')).toBe('4');
    expect(seenBefore(shown, 9, 'Amanda')).toBe('0');
  });
});

describe('reaction counts', () => {
  const held: Reactions = {
    season: 49,
    lines: [{ happeningId: 7, counts: { fire: 1 }, mine: 'fire' }],
  };

  it('a live frame replaces a line’s counts and keeps your own reaction', () => {
    const next = applyReactionBatch(held, {
      leagueId: 'l',
      season: 49,
      lines: [
        { happeningId: 7, counts: { fire: 1, snake: 2 } },
        { happeningId: 8, counts: { clap: 1 } },
      ],
    });
    expect(next.lines).toEqual([
      { happeningId: 7, counts: { fire: 1, snake: 2 }, mine: 'fire' },
      { happeningId: 8, counts: { clap: 1 }, mine: null },
    ]);
  });

  it('a frame of another season changes nothing', () => {
    expect(applyReactionBatch(held, { leagueId: 'l', season: 48, lines: [{ happeningId: 7, counts: {} }] })).toBe(held);
  });

  it('your reaction’s answer sets the line and yours', () => {
    const next = applyOwnReaction(held, { happeningId: 7, counts: { sad: 1 }, mine: 'sad' });
    expect(next.lines).toEqual([{ happeningId: 7, counts: { sad: 1 }, mine: 'sad' }]);
  });

  it('tapping your own reaction takes it back; another one replaces it', () => {
    expect(nextReaction('fire', 'fire')).toBeNull();
    expect(nextReaction('fire', 'snake')).toBe('snake');
    expect(nextReaction(null, 'clap')).toBe('clap');
  });
});
