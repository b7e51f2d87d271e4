import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TribesAt } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { readTribesAt } from './castaway-rows.sql';

export class GetTribes extends Query<TribesAt> {
  constructor(
    readonly season: number,
    readonly episode: number,
  ) {
    super();
  }
}

@QueryHandler(GetTribes)
export class GetTribesHandler implements IQueryHandler<GetTribes> {
  constructor(private readonly db: DataSource) {}
  execute({ season, episode }: GetTribes): Promise<TribesAt> {
    return readTribesAt(this.db.manager, season, episode);
  }
}
