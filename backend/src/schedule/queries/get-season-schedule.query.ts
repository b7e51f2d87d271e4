import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SeasonSchedule } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { readSeasonSchedule } from './season-schedule.sql';

export class GetSeasonSchedule extends Query<SeasonSchedule> {
  constructor(readonly season: number) {
    super();
  }
}

@QueryHandler(GetSeasonSchedule)
export class GetSeasonScheduleHandler implements IQueryHandler<GetSeasonSchedule> {
  constructor(private readonly db: DataSource) {}
  execute({ season }: GetSeasonSchedule): Promise<SeasonSchedule> {
    return readSeasonSchedule(this.db.manager, season);
  }
}
