import { SCORE_MESSAGES, SCORING_EPISODES } from '@tribal/contracts';
import { z } from 'zod';
import { badRequest } from '../common/domain-error';

/** Path and header values of the scoring routes. */

export const EpisodeSchema = z.coerce
  .number({ message: SCORE_MESSAGES.episodeRange })
  .int(SCORE_MESSAGES.episodeRange)
  .min(SCORING_EPISODES.first, SCORE_MESSAGES.episodeRange)
  .max(SCORING_EPISODES.last, SCORE_MESSAGES.episodeRange);

/** `If-Match: <version>` (quotes allowed, as an ETag) is the version the admin loaded; absent: last save wins. */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch === '' || ifMatch === '*') return undefined;
  const version = Number(ifMatch.replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isInteger(version) || version < 0) throw badRequest('If-Match must be a score version number.');
  return version;
}
