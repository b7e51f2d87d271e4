import { describe, expect, it } from 'vitest';
import { applicationServerKey, type BrowserTraits, pushSupport, sameKey } from './push-support';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const browser = (traits: Partial<BrowserTraits>): BrowserTraits => ({
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
  standaloneFlag: undefined,
  displayStandalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  ...traits,
});

describe('whether this browser can take notifications', () => {
  it.each([
    ['Chrome on Android', browser({}), 'supported'],
    [
      'Safari on an iPhone, in the browser tab',
      browser({ userAgent: IPHONE_SAFARI, hasPushManager: false }),
      'iphoneAddToHomeScreen',
    ],
    [
      'Safari on an iPhone, opened from the home screen',
      browser({ userAgent: IPHONE_SAFARI, standaloneFlag: true }),
      'supported',
    ],
    [
      'an iPad that says it is a Mac, in the tab',
      browser({ userAgent: IPAD_AS_MAC, hasPushManager: false }),
      'iphoneAddToHomeScreen',
    ],
    ['Safari on a Mac (no touch screen)', browser({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }), 'supported'],
    [
      'an iPhone home-screen app before iOS 16.4',
      browser({ userAgent: IPHONE_SAFARI, displayStandalone: true, hasPushManager: false }),
      'unsupported',
    ],
    ['a browser without service workers', browser({ hasServiceWorker: false }), 'unsupported'],
  ])('%s: %s', (_, traits, expected) => {
    expect(pushSupport(traits)).toBe(expected);
  });
});

describe('the server’s public key as the browser takes it', () => {
  it('decodes base64url without padding into the key’s bytes', () => {
    const bytes = applicationServerKey('BP8A_w');
    expect([...bytes]).toEqual([0x04, 0xff, 0x00, 0xff]);
    expect(sameKey(bytes.buffer, bytes)).toBe(true);
    expect(sameKey(new Uint8Array([4, 255, 0, 254]).buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});
