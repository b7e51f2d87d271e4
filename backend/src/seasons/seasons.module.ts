import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { EditSeasonHandler, OpenSeasonHandler } from './commands/season-commands';
import { SampleSeasonsSeeder } from './sample-seasons';
import { SeasonExistsPipe } from './season-exists.pipe';
import { SeasonsController } from './seasons.http.controller';
import { SeasonsProjection } from './seasons.projection';
import { SeasonsService } from './seasons.service';

/**
 * Seasons as data. Global: every module that takes a season asks SeasonsService (or SeasonExistsPipe) whether it
 * exists and how long it is.
 */
@Global()
@Module({
  imports: [CqrsModule, AdminAuthModule],
  controllers: [SeasonsController],
  providers: [
    SeasonsProjection,
    SeasonsService,
    SeasonExistsPipe,
    SampleSeasonsSeeder,
    OpenSeasonHandler,
    EditSeasonHandler,
  ],
  exports: [SeasonsService, SeasonExistsPipe],
})
export class SeasonsModule {}
