import { CAST_IMPORT_MESSAGES, SEASONS } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { badRequest, notFound } from '../../common/domain-error';

/**
 * The one check that a season named by a request exists (404 if not). Seasons are the SEASONS constant today; when
 * they become data this reads the seasons table through `manager`, and its callers stay as they are.
 */
export async function requireSeason(_manager: EntityManager, season: string | number): Promise<number> {
  const text = String(season);
  if (!/^\d{1,9}$/.test(text)) throw badRequest('season must be a whole number', 'season');
  const number = Number(text);
  if (!(SEASONS as readonly number[]).includes(number)) throw notFound(CAST_IMPORT_MESSAGES.seasonNotFound(number));
  return number;
}
