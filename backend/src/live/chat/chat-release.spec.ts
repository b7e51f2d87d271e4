import type { ChatMessage, ChatMoment, ChatViewer } from '@tribal/contracts';
import { CHAT_BATCH_MS } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import {
  CHAT_QUEUE_MAX_AGE_MS,
  CHAT_SLOWEST_PACE_MS,
  chatPace,
  emptyQueue,
  enqueueMessages,
  type GroupQueue,
  hideMessage,
  type QueuedMessage,
  releaseChat,
} from './chat-release';

/** Season 49's episode 3 airs at 8 pm Eastern on March 4th (01:00 UTC on the 5th); 8 pm Pacific is 04:00 UTC. */
const SEASON = 49;
const schedules = new Map([[SEASON, { '3': '2026-03-05T01:00:00.000Z' }]]);
const at = (utc: string) => Date.parse(`2026-03-05T${utc}:00.000Z`);

const NEW_YORK: ChatViewer = { timeZone: 'America/New_York' };
const LOS_ANGELES: ChatViewer = { timeZone: 'America/Los_Angeles' };
const LOS_ANGELES_REVEALED: ChatViewer = { timeZone: 'America/Los_Angeles', revealedThrough: 3 };
const SHIELD_OFF: ChatViewer = {};

/** A message sent at `sentAt` (UTC hh:mm) by a New York viewer `minute` minutes into episode 3. */
function sent(id: string, sentAt: string, minute: number | null): QueuedMessage {
  const moment: ChatMoment | null = minute === null ? null : { episode: 3, minute };
  const message: ChatMessage = {
    id,
    userName: 'Parvati',
    text: `message ${id}`,
    at: new Date(at(sentAt)).toISOString(),
  };
  if (moment) message.moment = moment;
  return { message, season: SEASON, sentAt: at(sentAt), moment };
}

const queueOf = (...messages: QueuedMessage[]): GroupQueue => enqueueMessages(emptyQueue(), messages);

describe('a chat tick releases to each shield group what its broadcast has reached, in one frame', () => {
  it('Given a New York member writes 20 minutes into the episode, When the tick runs then, Then New York gets it and Los Angeles keeps it until its own minute 20', () => {
    const queue = queueOf(sent('7', '01:20', 20));

    const newYork = releaseChat(queue, NEW_YORK, schedules, at('01:20'));
    expect(newYork.chat?.messages.map((m) => m.id)).toEqual(['7']);
    expect(newYork.rest.messages).toEqual([]);

    const laEarly = releaseChat(queue, LOS_ANGELES, schedules, at('01:20'));
    expect(laEarly.chat).toBeNull();
    expect(laEarly.rest.messages.map((q) => [q.message.id, q.visibleAt])).toEqual([['7', at('04:20')]]);
    expect(laEarly.nextVisibleAt).toBe(at('04:20'));

    expect(releaseChat(laEarly.rest, LOS_ANGELES, schedules, at('04:19')).chat).toBeNull();
    expect(releaseChat(laEarly.rest, LOS_ANGELES, schedules, at('04:20')).chat?.messages.map((m) => m.id)).toEqual([
      '7',
    ]);
  });

  it('a Los Angeles viewer who revealed the episode, and a viewer with the shield off, get it at once', () => {
    const queue = queueOf(sent('7', '01:20', 20));
    expect(releaseChat(queue, LOS_ANGELES_REVEALED, schedules, at('01:20')).chat?.messages).toHaveLength(1);
    expect(releaseChat(queue, SHIELD_OFF, schedules, at('01:20')).chat?.messages).toHaveLength(1);
  });

  it('a message sent between episodes (no moment) goes to every group at once', () => {
    const queue = queueOf(sent('9', '00:30', null));
    expect(releaseChat(queue, LOS_ANGELES, schedules, at('00:30')).chat?.messages).toHaveLength(1);
  });

  it('a burst becomes one frame, oldest first, and the messages still held stay for a later tick', () => {
    const queue = queueOf(sent('12', '01:25', 25), sent('10', '01:00', null), sent('9', '00:59', null));
    const release = releaseChat(queue, LOS_ANGELES, schedules, at('01:25'));
    expect(release.chat?.messages.map((m) => m.id)).toEqual(['9', '10']);
    expect(release.rest.messages.map((q) => q.message.id)).toEqual(['12']);
    // The next tick has nothing new until 04:25: no frame at all, not an empty one.
    expect(releaseChat(release.rest, LOS_ANGELES, schedules, at('01:26')).chat).toBeNull();
  });

  it('ids are compared as numbers: message 10 comes after message 9', () => {
    const queue = queueOf(sent('10', '01:00', null), sent('9', '01:00', null));
    expect(releaseChat(queue, NEW_YORK, schedules, at('01:00')).chat?.messages.map((m) => m.id)).toEqual(['9', '10']);
  });

  it('a message read back for the group (heldFor) is released at the moment it came with', () => {
    const held = { ...sent('7', '01:20', 20), season: 0, visibleAt: at('04:20') };
    const queue = queueOf(held);
    expect(releaseChat(queue, LOS_ANGELES, new Map(), at('04:19')).chat).toBeNull();
    expect(releaseChat(queue, LOS_ANGELES, new Map(), at('04:20')).chat?.messages).toHaveLength(1);
  });

  it('the same message arriving by the notice and by heldFor is queued once', () => {
    const queue = enqueueMessages(queueOf(sent('7', '01:20', 20)), [sent('7', '01:20', 20), sent('8', '01:21', 21)]);
    expect(queue.messages.map((q) => q.message.id)).toEqual(['7', '8']);
  });
});

describe('the commissioner hides a message', () => {
  it('a group that may already hold it is sent its id once, in the next frame, with no message', () => {
    const queue = hideMessage(hideMessage(emptyQueue(), '7'), '7');
    const release = releaseChat(queue, NEW_YORK, schedules, at('01:30'));
    expect(release.chat).toEqual({ messages: [], hiddenIds: ['7'] });
    expect(release.rest.hiddenIds).toEqual([]);
    expect(releaseChat(release.rest, NEW_YORK, schedules, at('01:31')).chat).toBeNull();
  });

  it('a group still waiting for it gets it hidden, its text never sent', () => {
    const queue = hideMessage(queueOf(sent('7', '01:20', 20)), '7');
    const early = releaseChat(queue, LOS_ANGELES, schedules, at('01:30'));
    expect(early.chat).toEqual({ messages: [], hiddenIds: ['7'] });
    const later = releaseChat(early.rest, LOS_ANGELES, schedules, at('04:20'));
    expect(later.chat?.messages).toEqual([expect.objectContaining({ id: '7', text: '', hidden: true })]);
  });
});

describe('reactions', () => {
  it('a line changed twice is counted once, for the groups whose broadcast has reached it', () => {
    const reaction = { season: SEASON, happeningId: 301, sentAt: at('01:20'), moment: { episode: 3, minute: 20 } };
    const queue: GroupQueue = { ...emptyQueue(), reactions: [reaction, reaction] };
    expect(releaseChat(queue, NEW_YORK, schedules, at('01:20')).reactions).toEqual(new Map([[SEASON, [301]]]));
    const la = releaseChat(queue, LOS_ANGELES, schedules, at('01:20'));
    expect(la.reactions.size).toBe(0);
    expect(la.chat).toBeNull();
    expect(releaseChat(la.rest, LOS_ANGELES, schedules, at('04:20')).reactions).toEqual(new Map([[SEASON, [301]]]));
  });
});

describe('nothing waits forever', () => {
  it('a message still held a day after it was sent is dropped', () => {
    // A viewer whose broadcast never comes (the schedule lost the episode's air time after the message was queued).
    const stuck = { ...sent('7', '01:20', 20), visibleAt: Number.POSITIVE_INFINITY };
    const release = releaseChat(queueOf(stuck), LOS_ANGELES, schedules, at('01:20') + CHAT_QUEUE_MAX_AGE_MS + 1);
    expect(release.chat).toBeNull();
    expect(release.rest.messages).toEqual([]);
    expect(release.nextVisibleAt).toBeNull();
  });
});

describe('a busy league is paced by what its frames cost', () => {
  it('a league whose frames write in a few milliseconds ticks every CHAT_BATCH_MS', () => {
    expect(chatPace(3, CHAT_BATCH_MS)).toBe(CHAT_BATCH_MS);
  });

  it('frames to 10,000 viewers that took 200 ms to write are followed by a 400 ms pause: the POSTs get half the time', () => {
    expect(chatPace(200, CHAT_BATCH_MS)).toBe(400);
  });

  it('however slow the writes, the next frame is never more than CHAT_SLOWEST_PACE_MS away', () => {
    expect(chatPace(2_000, CHAT_BATCH_MS)).toBe(CHAT_SLOWEST_PACE_MS);
  });
});
