import { REPORT_MESSAGES } from '@tribal/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Spec §8: 'Failed to send the report. Please try again later.' When the server refused the report for a
 * reason the sender can act on (a 4xx with a message: throttled 429, blocked 403, automated browser 451, a bad
 * field or screenshot 400, too large 413), that reason is shown too.
 */
export function reportFailure(error: unknown): { text: string; detail: string | undefined } {
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
  return { text: REPORT_MESSAGES.failed, detail };
}
