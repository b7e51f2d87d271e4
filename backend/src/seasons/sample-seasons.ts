import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import type { SeasonFields } from '@tribal/contracts';
import { Clock } from '../common/clock';
import { sampleCastDir } from '../config/sample-cast-dir';
import { EventStore } from '../event-store/event-store.service';
import { seasonDecider } from './domain/season.decider';
import { seasonStreamId } from './domain/season.events';

/** The seasons a fresh install ships, each with its sample cast (backend/data/sample-cast/seasons.json). */
function readSampleSeasons(): SeasonFields[] {
  return JSON.parse(readFileSync(join(sampleCastDir(), 'seasons.json'), 'utf8'));
}

/**
 * Opens each sample season whose stream is still empty, as an ordinary SeasonOpened event: on a fresh install, and
 * once on a database from before seasons were data (whose leagues, casts and scores already name them). Start-up
 * calls it under the start-up lock (start-up-writes.ts); the empty-stream check makes it idempotent. Their air
 * schedule is left as it was (the admin sets it on Admin → Schedule).
 */
@Injectable()
export class SampleSeasonsSeeder {
  private readonly logger = new Logger(SampleSeasonsSeeder.name);

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** Answers the sample seasons' numbers, whether opened now or before: their casts are seeded next. */
  async seed(): Promise<number[]> {
    const sampleSeasons = readSampleSeasons();
    for (const season of sampleSeasons) {
      const opened = await this.store.execute('SeedSampleSeason', undefined, async (tx) => {
        const streamId = seasonStreamId(season.number);
        if ((await tx.readStream(streamId)).length > 0) return false;
        const events = seasonDecider.decide(
          { type: 'OpenSeason', ...season, now: this.clock.now() },
          seasonDecider.initialState(),
        );
        await tx.append(streamId, 0, events, { actor: 'system:sample-seasons' });
        return true;
      });
      if (opened) this.logger.log(`opened the sample season ${season.number}`);
    }
    return sampleSeasons.map((season) => season.number);
  }
}
