import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from './event-store.service';
import { ProjectionRegistry } from './projection-registry';

/**
 * Empties every read table and replays the whole event store through the projections, in one transaction:
 * readers see the old tables until the new ones are complete. Notifications are dropped (nothing changed).
 */
@Injectable()
export class ProjectionRebuilder {
  private readonly logger = new Logger(ProjectionRebuilder.name);

  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  async rebuild(): Promise<{ events: number; tables: string[] }> {
    const projections = this.registry.all();
    const tables = projections.flatMap((p) => p.readTables);
    let events = 0;
    await this.db.transaction(async (manager) => {
      await manager.query(`TRUNCATE ${tables.join(', ')}`);
      const context = { manager, afterCommit: () => {}, replaying: true };
      for await (const event of this.store.readAll(manager)) {
        for (const projection of this.registry.handlersOf(event.type)) await projection.apply(event, context);
        events++;
      }
    });
    this.logger.log(`rebuilt ${tables.length} read tables from ${events} events`);
    return { events, tables };
  }
}
