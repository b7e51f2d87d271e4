import { DataSource, DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { QueryErrorLogger } from './query-error-logger';

export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    // Failed queries go to the app's log without their parameters; TypeORM's console logger printed them all.
    logger: new QueryErrorLogger(),
    extra: { max: poolSize },
  };
}

/** A DataSource outside Nest (CLI scripts, test set-up): same options as the app's. */
export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}
