import { TribesAt } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { EpisodeRead } from '../../common/database-read';
import { readTribesAt } from './castaway-rows.sql';

export class GetTribes extends EpisodeRead<TribesAt> {
  read(db: EntityManager): Promise<TribesAt> {
    return readTribesAt(db, this.season, this.episode);
  }
}
