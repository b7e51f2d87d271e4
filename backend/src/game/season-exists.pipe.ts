import { Injectable, PipeTransform } from '@nestjs/common';
import { SeasonsService } from './seasons.service';

/**
 * After the ZodPipe has checked the shape (1-999): a season named in a path (a number) or a query (`{ season }`)
 * must exist, else 404. `@Param('season', new ZodPipe(SeasonSchema), SeasonExistsPipe)`.
 */
@Injectable()
export class SeasonExistsPipe implements PipeTransform {
  constructor(private readonly seasons: SeasonsService) {}

  async transform<T>(value: T): Promise<T> {
    const season = typeof value === 'number' ? value : (value as { season?: unknown } | null)?.season;
    if (typeof season === 'number') await this.seasons.require(season);
    return value;
  }
}
