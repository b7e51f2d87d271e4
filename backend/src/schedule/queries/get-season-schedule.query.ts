import { SeasonSchedule } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead } from '../../common/database-read';
import { readSeasonSchedule } from '../../game/season-schedule.sql';

export class GetSeasonSchedule extends DatabaseRead<SeasonSchedule> {
  constructor(readonly season: number) {
    super();
  }

  read(db: EntityManager): Promise<SeasonSchedule> {
    return readSeasonSchedule(db, this.season);
  }
}
