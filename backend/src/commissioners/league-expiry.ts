import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { LEAGUE_ACTIVATION_HOURS } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { decideAndAppend } from '../event-store/decide-and-append';
import { EventStore } from '../event-store/event-store.service';
import { leagueDecider } from '../leagues/domain/league.decider';
import { leagueStreamId } from '../leagues/domain/league.events';
import { commissionerSessions } from '../sign-in/sessions.sql';
import { commissionerCodes } from '../sign-in/sign-in-codes.sql';

const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Removes self-serve leagues nobody activated within 48 hours, each by a `LeagueDeleted` event. Every process
 * sweeps: the league's stream lock and the decider (which removes only a pending league old enough) make a
 * second sweeper of the same league a no-op, so no leader is needed.
 */
@Injectable()
export class LeagueExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LeagueExpiry.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: Error) => this.logger.warn(`league expiry sweep failed: ${error.message}`));
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Answers the ids of the leagues this sweep removed. The timer calls it; tests call it after setting the clock. */
  async sweep(now: Date = this.clock.now()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - LEAGUE_ACTIVATION_HOURS * 3600_000);
    const due: Array<{ id: string }> = await this.db.query(
      'SELECT id FROM leagues WHERE NOT active AND created_at <= $1 ORDER BY created_at LIMIT 500',
      [cutoff],
    );
    const removed: string[] = [];
    for (const { id } of due) {
      const events = await this.store.execute('ExpireLeague', undefined, (tx) =>
        decideAndAppend(tx, leagueStreamId(id), leagueDecider, { type: 'ExpireLeague', now }, { actor: 'system' }),
      );
      if (events.length) removed.push(id);
    }
    await commissionerCodes.sweepExpired(this.db, cutoff);
    await commissionerSessions.sweepExpired(this.db, now);
    return removed;
  }
}
