import { PipeTransform, Query } from '@nestjs/common';
import { SeasonSchema } from '@tribal/contracts';
import { z } from 'zod';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from './season-exists.pipe';

const OptionalSeasonSchema = z.object({ season: SeasonSchema.optional() });

const seasonOf: PipeTransform<z.output<typeof OptionalSeasonSchema>, number | undefined> = {
  transform: (query) => query.season,
};

/**
 * `?season=` of a league's read: absent (undefined) for the league's current season; else it must have the
 * season's shape (400) and be a season that exists (404).
 */
export const SeasonQuery = () => Query(new ZodPipe(OptionalSeasonSchema), SeasonExistsPipe, seasonOf);
