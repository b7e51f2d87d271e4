import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './mail-settings';
import { describeMailTransport, messageIdFor } from './mail-transport';

describe('mail transport', () => {
  it.each([
    ['smtp://user:secret@mail.example.com:2525', 'SMTP at mail.example.com:2525'],
    ['smtp://mail.example.com', 'SMTP at mail.example.com:587'],
    ['smtps://mail.example.com', 'SMTP at mail.example.com:465'],
  ])('the start-up banner names %s without its password: %s', (smtpUrl, banner) => {
    expect(describeMailTransport({ smtpUrl, mailFrom: 'x', dataDir: '/srv/data' })).toBe(banner);
  });

  it('without SMTP_URL the banner names the local outbox folder', () => {
    expect(describeMailTransport({ mailFrom: 'x', dataDir: `${process.cwd()}/.data` })).toBe(
      'local outbox folder .data/outbox',
    );
  });

  it('the Message-ID is derived from the outbox id', () => {
    expect(messageIdFor('6f1c')).toBe('<6f1c@tribal-pool>');
  });

  it('retries back off exponentially from the base delay', () => {
    expect([1, 2, 3, 8].map((attempts) => retryDelayMs({ retryBaseDelayMs: 1000 }, attempts))).toEqual([
      1000, 2000, 4000, 128_000,
    ]);
  });
});
