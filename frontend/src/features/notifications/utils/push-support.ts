/**
 * Whether this browser can take web push, asked of what the browser offers rather than of its name, except for one
 * case: Safari on an iPhone or iPad takes push only once the site is on the home screen and opened from there
 * (iOS 16.4+). In the browser tab it has no PushManager at all, which would otherwise read as "cannot".
 */
export type PushSupport = 'supported' | 'unsupported' | 'iphoneAddToHomeScreen';

export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag for a page opened from the home screen */
  standaloneFlag: boolean | undefined;
  /** the `(display-mode: standalone)` media query matches */
  displayStandalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export function pushSupport(traits: BrowserTraits): PushSupport {
  const standalone = traits.standaloneFlag === true || traits.displayStandalone;
  if (isAppleTouchDevice(traits) && !standalone) return 'iphoneAddToHomeScreen';
  if (traits.hasServiceWorker && traits.hasPushManager && traits.hasNotification) return 'supported';
  return 'unsupported';
}

/** An iPhone, or an iPad (which since iPadOS 13 says "Macintosh" but has a touch screen). */
function isAppleTouchDevice({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** This browser's traits. */
export function browserTraits(): BrowserTraits {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standaloneFlag: nav.standalone,
    displayStandalone:
      typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** The VAPID public key (base64url, as the server gives it) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (after the server's keys changed, it must be made again). */
export function sameKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
