import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A query that one read of the database answers: the query says how to read itself, and DatabaseReadHandler
 * runs every such read. The query bus finds a handler by the query's class or, failing that, by the class it
 * extends, so a read needs no handler class of its own.
 */
export abstract class DatabaseRead<Result> extends Query<Result> {
  abstract read(db: EntityManager): Promise<Result>;
}

@QueryHandler(DatabaseRead)
export class DatabaseReadHandler implements IQueryHandler<DatabaseRead<unknown>> {
  constructor(private readonly db: DataSource) {}

  execute(query: DatabaseRead<unknown>): Promise<unknown> {
    return query.read(this.db.manager);
  }
}

/** A read of one episode of a season (its scores, its happenings, the tribes as of then). */
export abstract class EpisodeRead<Result> extends DatabaseRead<Result> {
  constructor(
    readonly season: number,
    readonly episode: number,
  ) {
    super();
  }
}
