import { PICK_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { pickFailureMessage } from './pick-failure-message';

describe('the message of a pick that did not go through', () => {
  it('quotes the server when it refused the pick', () => {
    expect(pickFailureMessage(new ApiError(403, PICK_MESSAGES.deadlinePassed))).toBe(
      'Failed to submit elimination pick: The deadline for this episode has passed.',
    );
  });

  it('names the status when the refusal carried no message', () => {
    expect(pickFailureMessage(new ApiError(502, undefined))).toBe(
      'Failed to submit elimination pick: the server answered 502',
    );
  });

  it('is the generic error when the server was never reached', () => {
    expect(pickFailureMessage(new ApiError(0, undefined))).toBe(PICK_MESSAGES.submitError);
    expect(pickFailureMessage(new TypeError('Failed to fetch'))).toBe(PICK_MESSAGES.submitError);
  });
});
