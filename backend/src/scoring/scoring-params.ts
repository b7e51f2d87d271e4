import { Param, PipeTransform } from '@nestjs/common';
import { episodeRangeMessage, SeasonSchema, WIDEST_EPISODE_RANGES } from '@tribal/contracts';
import { z } from 'zod';
import { badRequest } from '../common/domain-error';
import { ZodPipe } from '../common/zod-body.pipe';

/** Path and header values of the scoring routes. */

const widestMessage = episodeRangeMessage('episode', WIDEST_EPISODE_RANGES.scoring);
/** The shape of a scored episode in any season; the season's own range is SeasonsService.requireEpisode's check. */
export const EpisodeSchema = z.coerce
  .number({ message: widestMessage })
  .int(widestMessage)
  .min(WIDEST_EPISODE_RANGES.scoring.first, widestMessage)
  .max(WIDEST_EPISODE_RANGES.scoring.last, widestMessage);

export interface SeasonEpisode {
  season: number;
  episode: number;
}

/** Checks `:season`, then `:episode`, each for its shape alone, as the answer names them one at a time. */
class SeasonEpisodePipe implements PipeTransform<Record<string, string>, SeasonEpisode> {
  private readonly season = new ZodPipe(SeasonSchema);
  private readonly episode = new ZodPipe(EpisodeSchema);

  transform(params: Record<string, string>): SeasonEpisode {
    return { season: this.season.transform(params.season), episode: this.episode.transform(params.episode) };
  }
}

/** The `:season/:episode` of a scoring route (whether the season has that episode is requireEpisode's check). */
export const SeasonEpisodeParams = () => Param(new SeasonEpisodePipe());

/** `If-Match: <version>` (quotes allowed, as an ETag) is the version the admin loaded; absent: last save wins. */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch === '' || ifMatch === '*') return undefined;
  const version = Number(ifMatch.replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isInteger(version) || version < 0) throw badRequest('If-Match must be a score version number.');
  return version;
}
