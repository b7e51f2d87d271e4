import { Global, Module } from '@nestjs/common';
import { SeasonExistsPipe } from './season-exists.pipe';
import { SeasonsService } from './seasons.service';

/**
 * The game's shared kernel: what every slice asks about a season (does it exist, how long is it, which one a new
 * league plays) and who may manage a league. Global, and it imports no slice: slices lean on it, not on each other.
 */
@Global()
@Module({
  providers: [SeasonsService, SeasonExistsPipe],
  exports: [SeasonsService, SeasonExistsPipe],
})
export class GameModule {}
