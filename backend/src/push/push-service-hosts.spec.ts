import { DEFAULT_PUSH_SERVICE_HOSTS } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, isPushServiceHost } from './push-service-hosts';

describe('which push services a subscription may name', () => {
  it('the browsers’ push services by default, a `*.` entry matching its subdomains but not the bare domain', () => {
    expect(isPushServiceHost('fcm.googleapis.com', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
    expect(isPushServiceHost('api.push.apple.com', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
    expect(isPushServiceHost('wns2-by3p.notify.windows.com', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
    expect(isPushServiceHost('push.apple.com', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
    expect(isPushServiceHost('evilpush.apple.com.example.net', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
    expect(isPushServiceHost('fcm.googleapis.com.evil.test', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
    expect(isPushServiceHost('127.0.0.1', DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
  });

  it('an http endpoint, or one on another host, is refused with the message saying why', () => {
    expect(() => checkPushEndpoint('http://fcm.googleapis.com/fcm/send/x', DEFAULT_PUSH_SERVICE_HOSTS)).toThrow(
      'endpoint must be an https URL',
    );
    expect(() => checkPushEndpoint('https://169.254.169.254/latest', DEFAULT_PUSH_SERVICE_HOSTS)).toThrow(
      'endpoint must be on a known push service',
    );
    expect(() => checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', DEFAULT_PUSH_SERVICE_HOSTS)).not.toThrow();
  });
});
