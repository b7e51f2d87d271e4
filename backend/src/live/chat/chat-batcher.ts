import { Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import {
  CHAT_BATCH_MS,
  CHAT_LIVE_EVENTS,
  type ChatBatch,
  type ChatViewer,
  chatShieldGroup,
  type ReactionBatch,
} from '@tribal/contracts';
import type { Namespace } from 'socket.io';
import { ChatReadModel } from '../../chat/chat-notices';
import { Clock } from '../../common/clock';
import { Metrics } from '../../operations/metrics/metrics';
import { chatRoom } from '../live-room';
import type { ChatNoticeOnWire } from './chat-fan-out.wire';
import {
  chatPace,
  emptyQueue,
  enqueueMessages,
  type GroupQueue,
  hasWork,
  hideMessage,
  type QueuedMessage,
  releaseChat,
  type Schedule,
} from './chat-release';
import { writeToRoom } from './room-writer';

/**
 * While something is held back for a group, the batcher looks again at least this often (the Clock may be set or
 * corrected in between, so it does not sleep until the computed moment).
 */
const HELD_RECHECK_MS = 1000;
/** A season's schedule is read again after this long (an air time moved by the admin reaches the shield soon). */
const SCHEDULE_TTL_MS = 5 * 60_000;

interface ShieldGroup {
  viewer: ChatViewer;
  room: string;
  queue: GroupQueue;
}

interface LeagueChat {
  groups: Map<string, ShieldGroup>;
  timer: NodeJS.Timeout | null;
  /** performance.now() the timer fires at */
  dueAt: number;
  /** performance.now() of the last tick: the next one is at least `pace` later */
  lastTickAt: number;
  /** the pause after the last tick (ms): CHAT_BATCH_MS, or longer after frames that took long to write (`chatPace`) */
  pace: number;
  ticking: boolean;
  /** a notice came while the tick was sending: the next tick is due at the batch pace, not when held items are */
  arrivedWhileTicking: boolean;
  /** groups reading what is held for them, and the ids hidden meanwhile (their read may predate the hide) */
  loading: number;
  hiddenWhileLoading: Set<string>;
}

/**
 * The chat's batches on this process (issue 31): under load a viewer gets at most one `chat` frame every
 * CHAT_BATCH_MS, holding every message of that window its shield lets through, rather than one frame per message.
 * One frame is built per shield group room (`chatRoom`) and sent to this process's own sockets in it; every process
 * hears every notice (the fan-out) and batches for its own viewers. A league with nothing pending has no timer.
 */
@Injectable()
export class ChatBatcher implements OnModuleDestroy {
  private readonly logger = new Logger(ChatBatcher.name);
  private readonly leagues = new Map<string, LeagueChat>();
  /** group room -> its league and group */
  private readonly rooms = new Map<string, { leagueId: string; group: string }>();
  private readonly schedules = new Map<number, { schedule: Schedule; readAt: number }>();
  private server: Namespace | null = null;
  private stopped = false;

  constructor(
    private readonly reads: ChatReadModel,
    private readonly clock: Clock,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** The `/live` namespace whose rooms the batcher sends to (its gateway's, once socket.io is up). */
  attach(server: Namespace): void {
    this.server = server;
    // The last viewer of a group left this process: forget the group, so that the next one loads what is held anew.
    server.adapter.on('delete-room', (room: string) => this.forgetRoom(room));
  }

  /**
   * A socket joined a group room of a league. The first of its group on this process loads what is already held
   * for that group (sent before any of them were here, released when their broadcast reaches it).
   */
  async joined(leagueId: string, viewer: ChatViewer): Promise<void> {
    const group = chatShieldGroup(viewer);
    const league = this.league(leagueId);
    if (league.groups.has(group)) return;
    // The group exists before the read: notices arriving meanwhile queue up, and enqueueMessages keeps each once.
    const room = chatRoom(leagueId, group);
    league.groups.set(group, { viewer, room, queue: emptyQueue() });
    this.rooms.set(room, { leagueId, group });
    league.loading += 1;
    let held: Awaited<ReturnType<ChatReadModel['heldFor']>>;
    try {
      held = await this.reads.heldFor(leagueId, viewer, this.clock.now().getTime());
    } finally {
      league.loading -= 1;
    }
    const shieldGroup = league.groups.get(group);
    if (shieldGroup && held.length > 0) {
      let queue = enqueueMessages(
        shieldGroup.queue,
        held.map(({ message, visibleAt }) => ({
          message,
          // its moment of release is known already (`visibleAt`): no schedule is read for it
          season: 0,
          sentAt: Date.parse(message.at),
          moment: message.moment ?? null,
          visibleAt,
        })),
      );
      for (const messageId of league.hiddenWhileLoading) queue = hideMessage(queue, messageId);
      shieldGroup.queue = queue;
      this.schedule(leagueId, league);
    }
    if (league.loading === 0) league.hiddenWhileLoading.clear();
  }

  /** A notice of this process (with its commit time) or of another: queued for every group of its league here. */
  accept(notice: ChatNoticeOnWire, committedAt?: number): void {
    const league = this.leagues.get(notice.leagueId);
    if (!league || this.stopped) return;
    if (league.ticking) league.arrivedWhileTicking = true;
    if (notice.kind === 'hidden' && league.loading > 0) league.hiddenWhileLoading.add(notice.messageId);
    for (const group of league.groups.values()) {
      if (notice.kind === 'posted') {
        const { message, season, sentAt, moment } = notice;
        const queued: QueuedMessage = { message, season, sentAt, moment, committedAt };
        group.queue = enqueueMessages(group.queue, [queued]);
      } else if (notice.kind === 'hidden') {
        group.queue = hideMessage(group.queue, notice.messageId);
      } else {
        const { season, happeningId, sentAt, moment } = notice;
        group.queue = {
          ...group.queue,
          reactions: [...group.queue.reactions, { season, happeningId, sentAt, moment }],
        };
      }
    }
    this.schedule(notice.leagueId, league);
  }

  /** A stopping process sends no more frames: its viewers move to another process, which batches for them. */
  onModuleDestroy(): void {
    this.stopped = true;
    for (const league of this.leagues.values()) if (league.timer) clearTimeout(league.timer);
    this.leagues.clear();
    this.rooms.clear();
  }

  private forgetRoom(room: string): void {
    const known = this.rooms.get(room);
    if (!known) return;
    this.rooms.delete(room);
    const league = this.leagues.get(known.leagueId);
    league?.groups.delete(known.group);
    if (league && league.groups.size === 0 && !league.ticking) {
      if (league.timer) clearTimeout(league.timer);
      this.leagues.delete(known.leagueId);
    }
  }

  private league(leagueId: string): LeagueChat {
    let league = this.leagues.get(leagueId);
    if (!league) {
      league = {
        groups: new Map(),
        timer: null,
        dueAt: 0,
        lastTickAt: Number.NEGATIVE_INFINITY,
        pace: CHAT_BATCH_MS,
        ticking: false,
        arrivedWhileTicking: false,
        loading: 0,
        hiddenWhileLoading: new Set(),
      };
      this.leagues.set(leagueId, league);
    }
    return league;
  }

  /**
   * Sets the league's next tick: its pace (CHAT_BATCH_MS, or more under load) after its last one when something can go out, else (only messages
   * held for later) when the first of them is due, looking again every HELD_RECHECK_MS. Never two timers.
   */
  private schedule(leagueId: string, league: LeagueChat, heldUntil?: number): void {
    if (league.ticking || this.stopped) return;
    const pending = [...league.groups.values()].some((group) => hasWork(group.queue));
    if (!pending) {
      // A league whose last group left is forgotten (unless a newer one of the same id has taken its place).
      if (league.groups.size === 0 && this.leagues.get(leagueId) === league) this.leagues.delete(leagueId);
      return;
    }
    const earliest = league.lastTickAt + league.pace;
    const wait =
      heldUntil === undefined ? 0 : Math.min(HELD_RECHECK_MS, Math.max(0, heldUntil - this.clock.now().getTime()));
    const dueAt = Math.max(earliest, performance.now() + wait);
    if (league.timer && league.dueAt <= dueAt) return;
    if (league.timer) clearTimeout(league.timer);
    league.dueAt = dueAt;
    league.timer = setTimeout(() => void this.tick(leagueId, league), Math.max(0, dueAt - performance.now()));
    league.timer.unref();
  }

  private async tick(leagueId: string, league: LeagueChat): Promise<void> {
    league.timer = null;
    league.ticking = true;
    league.arrivedWhileTicking = false;
    league.lastTickAt = performance.now();
    let heldUntil: number | undefined;
    try {
      const sent = await this.sendFrames(leagueId, league);
      heldUntil = sent.heldUntil;
      league.pace = chatPace(sent.writeMs, CHAT_BATCH_MS);
    } catch (error) {
      this.logger.warn(`chat frames of league ${leagueId} failed: ${(error as Error).message}`);
    } finally {
      league.ticking = false;
    }
    // What arrived during the tick goes out at the batch pace; what is still held, when it is due.
    this.schedule(leagueId, league, league.arrivedWhileTicking ? undefined : heldUntil);
  }

  /**
   * One frame per group room with local sockets; answers when the first thing kept becomes visible, and how long
   * the frames took to write (the league's pace).
   */
  private async sendFrames(
    leagueId: string,
    league: LeagueChat,
  ): Promise<{ heldUntil: number | undefined; writeMs: number }> {
    const server = this.server;
    if (!server) return { heldUntil: undefined, writeMs: 0 };
    const now = this.clock.now().getTime();
    let heldUntil: number | undefined;
    let writeMs = 0;
    for (const [group, shieldGroup] of league.groups) {
      // Its viewers have all gone from this process: forget the group (a newcomer loads what is held again).
      if (!server.adapter.rooms.get(shieldGroup.room)?.size) {
        league.groups.delete(group);
        this.rooms.delete(shieldGroup.room);
        continue;
      }
      if (!hasWork(shieldGroup.queue)) continue;
      const schedules = await this.schedulesFor(shieldGroup);
      // No await between reading the queue and replacing it: a notice that arrives meanwhile is never lost.
      const release = releaseChat(shieldGroup.queue, shieldGroup.viewer, schedules, now);
      shieldGroup.queue = release.rest;
      if (release.nextVisibleAt !== null) heldUntil = Math.min(heldUntil ?? Infinity, release.nextVisibleAt);
      if (release.chat) {
        const frame: ChatBatch = { leagueId, messages: release.chat.messages };
        if (release.chat.hiddenIds.length) frame.hiddenIds = release.chat.hiddenIds;
        writeMs += await writeToRoom(server, shieldGroup.room, CHAT_LIVE_EVENTS.chat, frame);
        for (const { committedAt } of release.released) {
          if (committedAt !== undefined) this.metrics?.pushed('chat', (performance.now() - committedAt) / 1000);
        }
      }
      for (const [season, happeningIds] of release.reactions) {
        const counts = await this.reads.reactionCounts(leagueId, season, happeningIds, shieldGroup.viewer, now);
        const frame: ReactionBatch = {
          leagueId,
          season,
          lines: happeningIds.map((happeningId) => ({ happeningId, counts: counts.get(happeningId) ?? {} })),
        };
        writeMs += await writeToRoom(server, shieldGroup.room, CHAT_LIVE_EVENTS.reaction, frame);
      }
    }
    return { heldUntil, writeMs };
  }

  /**
   * The schedules of the seasons a group's queued items refer to, read at most every SCHEDULE_TTL_MS per season; read
   * again until none is missing, as notices may queue items of another season while one is being read.
   */
  private async schedulesFor(group: ShieldGroup): Promise<Map<number, Schedule>> {
    const answer = new Map<number, Schedule>();
    for (;;) {
      const { messages, reactions } = group.queue;
      // An item read back by heldFor, or kept by an earlier tick, knows its moment of release: it needs no schedule.
      const waiting = [...messages, ...reactions].filter((item) => item.visibleAt === undefined);
      const missing = [...new Set(waiting.map((item) => item.season))].filter((season) => !answer.has(season));
      if (missing.length === 0) return answer;
      for (const season of missing) {
        let cached = this.schedules.get(season);
        if (!cached || performance.now() - cached.readAt > SCHEDULE_TTL_MS) {
          cached = { schedule: await this.reads.scheduleOf(season), readAt: performance.now() };
          this.schedules.set(season, cached);
        }
        answer.set(season, cached.schedule);
      }
    }
  }
}
