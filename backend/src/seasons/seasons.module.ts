import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { EditSeasonHandler } from './commands/edit-season/edit-season.command';
import { OpenSeasonHandler } from './commands/open-season/open-season.command';
import { SampleSeasonsSeeder } from './sample-seasons';
import { SeasonsController } from './seasons.http.controller';
import { SeasonsProjection } from './seasons.projection';

/**
 * Seasons as data: the admin opens and edits them, and the projection keeps the `seasons` read table. What other
 * slices ask about a season (SeasonsService, SeasonExistsPipe) is the game kernel's (`game/`).
 */
@Module({
  imports: [CqrsModule, AdminAuthModule],
  controllers: [SeasonsController],
  providers: [SeasonsProjection, SampleSeasonsSeeder, OpenSeasonHandler, EditSeasonHandler],
})
export class SeasonsModule {}
