import type { EpisodeScoresRequest } from '@tribal/contracts';
import { ApiError } from '@/lib/api-client';

export interface SavedEpisodeScores {
  season: number;
  episode: number;
  version: number;
}

/**
 * Replaces an episode's records. `If-Match: <version>` is the version the admin loaded: when someone saved in
 * between, the server answers 409 instead of overwriting their work.
 *
 * A direct fetch because `apiRequest` (lib/api-client.ts) cannot send extra headers yet; same-origin cookies, JSON
 * and ApiError exactly as it does. Once it takes a `headers` option this becomes a one-line call to it.
 */
export async function saveEpisodeScores(
  season: number,
  episode: number,
  version: number,
  records: EpisodeScoresRequest,
): Promise<SavedEpisodeScores> {
  let response: Response;
  try {
    response = await fetch(`/api/scores/${season}/${episode}`, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'If-Match': String(version) },
      body: JSON.stringify(records),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' && message ? message : undefined);
  }
  return body as SavedEpisodeScores;
}
