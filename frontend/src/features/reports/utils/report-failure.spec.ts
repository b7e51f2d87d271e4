import { REPORT_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { reportFailure } from './report-failure';

describe('a report that was not sent', () => {
  it.each([
    [429, REPORT_MESSAGES.tooManyReports],
    [403, REPORT_MESSAGES.blocked],
    [451, REPORT_MESSAGES.automatedClient],
    [400, REPORT_MESSAGES.screenshotType],
  ])('refused with %i shows the reason under the usual text', (status, message) => {
    expect(reportFailure(new ApiError(status, message))).toEqual({ text: REPORT_MESSAGES.failed, detail: message });
  });

  it('on a server fault or a network failure shows only the usual text', () => {
    expect(reportFailure(new ApiError(500, 'Internal server error'))).toEqual({
      text: REPORT_MESSAGES.failed,
      detail: undefined,
    });
    expect(reportFailure(new ApiError(0, undefined)).detail).toBeUndefined();
  });
});
