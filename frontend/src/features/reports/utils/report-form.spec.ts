import { MESSAGES, REPORT_MESSAGES, SCREENSHOT_MAX_BYTES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { type ReportDraft, serverFieldErrors, validateReport } from './report-form';

const complete: ReportDraft = {
  name: 'Parvati',
  email: 'parvati@example.com',
  message: 'The standings did not update after the merge episode.',
  screenshot: null,
};

describe('a problem report', () => {
  it('with a name, an email and a description is ready to send', () => {
    expect(validateReport(complete)).toEqual({});
  });

  it('needs each of the three fields', () => {
    expect(validateReport({ ...complete, name: ' ', email: '', message: '' })).toEqual({
      name: REPORT_MESSAGES.nameRequired,
      email: REPORT_MESSAGES.emailRequired,
      message: REPORT_MESSAGES.messageRequired,
    });
  });

  it('needs an email of the usual form', () => {
    expect(validateReport({ ...complete, email: 'parvati@' })).toEqual({ email: MESSAGES.invalidEmail });
  });

  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])('accepts a %s screenshot', (type) => {
    expect(validateReport({ ...complete, screenshot: { type, size: 1000 } })).toEqual({});
  });

  it.each(['application/pdf', 'image/svg+xml', 'image/heic', ''])('refuses a screenshot of type "%s"', (type) => {
    expect(validateReport({ ...complete, screenshot: { type, size: 1000 } })).toEqual({
      screenshot: REPORT_MESSAGES.screenshotType,
    });
  });

  it('refuses a screenshot over 5 MB', () => {
    expect(validateReport({ ...complete, screenshot: { type: 'image/png', size: SCREENSHOT_MAX_BYTES + 1 } })).toEqual({
      screenshot: REPORT_MESSAGES.screenshotTooLarge,
    });
  });

  it('places the field errors the server sent on the form fields', () => {
    expect(
      serverFieldErrors([
        { field: 'user_email', message: 'bad email' },
        { field: 'screenshot', message: 'not an image' },
        { field: 'other', message: 'ignored' },
      ]),
    ).toEqual({ email: 'bad email', screenshot: 'not an image' });
  });
});
