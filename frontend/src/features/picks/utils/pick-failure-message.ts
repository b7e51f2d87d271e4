import { PICK_MESSAGES } from '@tribal/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Spec §8: a refusal from the server reads 'Failed to submit elimination pick: {server message}'; a call that
 * never got an answer (network down) reads 'An error occurred while submitting your pick.'
 */
export function pickFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return `${PICK_MESSAGES.failedPrefix}${error.serverMessage ?? `the server answered ${error.status}`}`;
  }
  return PICK_MESSAGES.submitError;
}
