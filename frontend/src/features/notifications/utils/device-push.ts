import { ApiError } from '@/lib/api-client';
import { useShieldStore } from '@/stores/spoiler-shield-store';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { type DeviceSubscription, rememberedSubscription, rememberSubscription } from './device-subscription';
import type { BrowserSubscription, PushBrowser } from './push-browser';

/** Where this device stands: what the settings card shows. */
export type DevicePushStatus = 'checking' | 'unsupported' | 'iphoneAddToHomeScreen' | 'denied' | 'off' | 'on';

/** The person closed the browser's question without answering: nothing changed, they may ask again. */
export class PermissionDismissed extends Error {}
/** The person (or the browser's settings) said no. */
export class PermissionDenied extends Error {}

/**
 * What the server must know of this device for the spoiler rule: whether the shield is on here, and the zone it
 * judges air times in (the viewer's choice, else the browser's).
 */
export function shieldForPush(): { spoilerShield: boolean; timeZone: string } {
  const { enabled, timeZone } = useShieldStore.getState();
  return { spoilerShield: enabled, timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone };
}

export async function devicePushStatus(browser: PushBrowser): Promise<DevicePushStatus> {
  const support = browser.support();
  if (support !== 'supported') return support;
  if (browser.permission() === 'denied') return 'denied';
  const remembered = rememberedSubscription();
  if (!remembered) return 'off';
  const current = await browser.subscription();
  if (current?.endpoint === remembered.endpoint && browser.permission() === 'granted') return 'on';
  // The browser dropped it (site data cleared, permission reset): the server's copy goes at the next 410.
  rememberSubscription(null);
  return 'off';
}

async function tellServer(subscription: BrowserSubscription): Promise<DeviceSubscription> {
  const shield = shieldForPush();
  const { id } = await savePushSubscription({ ...subscription, ...shield });
  const saved = { id, endpoint: subscription.endpoint, ...shield };
  rememberSubscription(saved);
  return saved;
}

/** Asks the browser's permission, subscribes with the server's key, and gives the server the subscription. */
export async function turnOnPush(browser: PushBrowser): Promise<DeviceSubscription> {
  const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
  if (permission === 'denied') throw new PermissionDenied();
  if (permission !== 'granted') throw new PermissionDismissed();
  const { publicKey } = await getPushPublicKey();
  return tellServer(await browser.subscribe(publicKey));
}

/** The server stops sending here (an id it no longer knows counts as done), then the browser unsubscribes. */
export async function turnOffPush(browser: PushBrowser): Promise<void> {
  const remembered = rememberedSubscription();
  if (remembered) {
    try {
      await deletePushSubscription(remembered.id);
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.status === 404)) throw caught;
    }
  }
  rememberSubscription(null);
  await browser.unsubscribe();
}

/**
 * The spoiler shield changed on this device (switched, or another zone chosen): the server is told, so it holds
 * back episode results by the new setting. Nothing happens on a device that is not subscribed.
 */
export function resendIfShieldChanged(browser: PushBrowser): Promise<boolean> {
  // The app's follower and the open settings card may both ask at once: one request answers both.
  resending ??= resend(browser).finally(() => {
    resending = null;
  });
  return resending;
}
let resending: Promise<boolean> | null = null;

async function resend(browser: PushBrowser): Promise<boolean> {
  let sent = false;
  // Again if the shield changed once more while the server was being told.
  for (let round = 0; round < 3; round++) {
    const remembered = rememberedSubscription();
    if (!remembered) return sent;
    const shield = shieldForPush();
    if (remembered.spoilerShield === shield.spoilerShield && remembered.timeZone === shield.timeZone) return sent;
    const current = await browser.subscription();
    if (current?.endpoint !== remembered.endpoint) return sent;
    await tellServer(current);
    sent = true;
  }
  return sent;
}

/** Keeps the server in step with the shield for as long as the app runs; answers the function that stops it. */
export function followShield(browser: PushBrowser): () => void {
  const tell = () => {
    // A failure (offline, signed out) is tried again at the next change or the next start.
    resendIfShieldChanged(browser).catch(() => undefined);
  };
  if (browser.support() === 'supported') tell();
  return useShieldStore.subscribe((now, before) => {
    if (now.enabled !== before.enabled || now.timeZone !== before.timeZone) tell();
  });
}
