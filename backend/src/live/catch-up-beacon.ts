import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { LIVE_EVENTS, StandingsBeacon } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { standingsVersionsOf } from './catch-up-beacon.sql';
import { LiveGateway } from './live.gateway';
import { leagueSeasonOfRoom, standingsRoom } from './live-room';

/** How often the beacon reads the versions while it is on. */
export const BEACON_EVERY_MS = 1000;
/** How long after Redis is back the beacon stays on: pushes queued or lost around the recovery are covered too. */
export const BEACON_AFTER_RECOVERY_MS = 6000;

/** What the Redis link of the live push tells: lost, and back. */
export interface RedisLinkWatcher {
  redisLost(): void;
  redisBack(): void;
}

/**
 * No viewer left behind by a Redis outage (issue 34). A push made on another process reaches this process's viewers
 * through Redis only; while Redis is away such pushes are lost, and a viewer who missed the last one would keep old
 * standings until the next change, however long. So while this process's Redis link is lost, and for a few seconds
 * after it is back, the beacon reads from PostgreSQL the newest version of every standings room this process has
 * viewers in, and tells them, without Redis (`server.local`), each version once. A viewer holding an older version
 * subscribes again and gets the snapshot in the ack.
 *
 * Off while Redis works: a push then arrives within milliseconds, and a beacon read between a commit and its push
 * would only send viewers to re-fetch what is already on its way.
 */
@Injectable()
export class CatchUpBeacon implements RedisLinkWatcher, OnApplicationShutdown {
  private readonly logger = new Logger(CatchUpBeacon.name);
  private timer: NodeJS.Timeout | null = null;
  private linkLost = false;
  private onUntil = 0;
  /** the version last told to each room: told once, not every second */
  private readonly told = new Map<string, number>();
  private ticking = false;

  constructor(
    private readonly gateway: LiveGateway,
    private readonly db: DataSource,
  ) {}

  redisLost(): void {
    if (this.linkLost) return;
    this.linkLost = true;
    this.turnOn();
  }

  redisBack(): void {
    if (!this.linkLost) return;
    this.linkLost = false;
    this.onUntil = Date.now() + BEACON_AFTER_RECOVERY_MS;
    // Told again once after the recovery: a push that the other processes queued while Redis was away may have been
    // published before this process subscribed again.
    this.told.clear();
    this.turnOn();
  }

  /** Reads the versions of this process's standings rooms and tells each room a version it has not been told. */
  async tick(): Promise<void> {
    if (!this.linkLost && Date.now() > this.onUntil) {
      this.turnOff();
      return;
    }
    if (this.ticking || !this.gateway.server) return;
    this.ticking = true;
    try {
      const rooms = [...this.gateway.server.adapter.rooms.keys()]
        .map(leagueSeasonOfRoom)
        .filter((room) => room !== undefined);
      if (rooms.length === 0) return;
      for (const { leagueId, season, version } of await standingsVersionsOf(this.db.manager, rooms)) {
        const room = standingsRoom(leagueId, season);
        if (this.told.get(room) === version) continue;
        this.told.set(room, version);
        this.gateway.server.local
          .to(room)
          .emit(LIVE_EVENTS.beacon, { leagueId, season, version } satisfies StandingsBeacon);
      }
    } catch (error) {
      // PostgreSQL may be away too: the next tick asks again.
      this.logger.debug(`catch-up beacon: ${(error as Error).message}`);
    } finally {
      this.ticking = false;
    }
  }

  onApplicationShutdown(): void {
    this.turnOff();
  }

  private turnOn(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), BEACON_EVERY_MS);
    this.timer.unref();
  }

  private turnOff(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.told.clear();
  }
}
