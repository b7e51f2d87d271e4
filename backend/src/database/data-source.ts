import { DataSource, DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../migrations';

export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error'],
    extra: { max: poolSize },
  };
}

/** A DataSource outside Nest (CLI scripts, test set-up): same options as the app's. */
export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}
