import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { sampleCastDir } from '../../../config/sample-cast-dir';
import { EventStore } from '../../../event-store/event-store.service';
import { castawayDecider } from '../../domain/castaway.decider';
import { CastawayFields, castawayStreamId } from '../../domain/castaway.events';

export function readSampleCast(season: number): CastawayFields[] {
  return JSON.parse(readFileSync(join(sampleCastDir(), `season-${season}.json`), 'utf8'));
}

/**
 * A fresh install ships a sample cast for each sample season (backend/data/sample-cast): appended as ordinary
 * CastawayAdded events the first time a season's stream is empty, so the admin edits or replaces it like any cast.
 * Start-up calls it under the start-up lock (start-up-writes.ts).
 */
@Injectable()
export class SampleCastSeeder {
  private readonly logger = new Logger(SampleCastSeeder.name);

  constructor(private readonly store: EventStore) {}

  /** `seasons`: the sample seasons (start-up passes those the seasons seeder opened), each with its cast file. */
  async seed(seasons: readonly number[]): Promise<void> {
    for (const season of seasons) {
      const seeded = await this.store.execute('SeedSampleCast', undefined, async (tx) => {
        const streamId = castawayStreamId(season);
        const history = await tx.readStream(streamId);
        if (history.length > 0) return 0;
        const events = castawayDecider.decide(
          { type: 'AddCastaways', season, castaways: readSampleCast(season) },
          castawayDecider.initialState(),
        );
        await tx.append(streamId, 0, events, { actor: 'system:sample-cast' });
        return events.length;
      });
      if (seeded) this.logger.log(`season ${season}: added the ${seeded}-castaway sample cast`);
    }
  }
}
