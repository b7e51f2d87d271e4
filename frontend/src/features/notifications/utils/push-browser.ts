import { applicationServerKey, browserTraits, type PushSupport, pushSupport, sameKey } from './push-support';

/** A subscription as the server takes it (`PushSubscription.toJSON()`'s endpoint and keys). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browser's side of push, behind one small interface: the settings card and the shield's follower use it, and
 * the card's component tests give it a stand-in (happy-dom has no push service).
 */
export interface PushBrowser {
  support(): PushSupport;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** this browser's subscription for the app, or null */
  subscription(): Promise<BrowserSubscription | null>;
  /** subscribes with the server's public key (again, when the existing one was made with another key) */
  subscribe(publicKey: string): Promise<BrowserSubscription>;
  unsubscribe(): Promise<void>;
}

/** How long turning on waits for the app's service worker (it installs on the first visit). */
const WORKER_READY_MS = 15_000;
/** The app's service worker has not installed (yet): there is nothing to subscribe with. */
export class WorkerNotReady extends Error {
  constructor() {
    super('The app is still installing on this device. Reload the page and try again.');
  }
}

/**
 * The browser could not reach a push service: Chromium builds without Google's, some private windows, a device
 * offline. Subscribing again later, or in another browser, is what can help.
 */
export class PushServiceUnavailable extends Error {
  constructor() {
    super(
      'This browser could not reach its push service, so it cannot get notifications right now. Check the ' +
        'connection and try again, or use Chrome, Firefox, Edge or Safari.',
    );
  }
}

/** What a failed `pushManager.subscribe` means to the person: no push service (AbortError and kin), or itself. */
export function subscribeFailure(caught: unknown): unknown {
  const name = caught instanceof Error || caught instanceof DOMException ? caught.name : '';
  return name === 'AbortError' || name === 'NotSupportedError' ? new PushServiceUnavailable() : caught;
}

async function registration(wait: boolean): Promise<ServiceWorkerRegistration | null> {
  if (!wait) return (await navigator.serviceWorker.getRegistration()) ?? null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerNotReady()), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

function asServerSubscription(subscription: PushSubscription): BrowserSubscription {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

/** The real browser: its service worker registration's PushManager and the Notification permission. */
export const browserPush: PushBrowser = {
  support: () => pushSupport(browserTraits()),
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async subscription() {
    const existing = await (await registration(false))?.pushManager.getSubscription();
    return existing ? asServerSubscription(existing) : null;
  },
  async subscribe(publicKey) {
    const worker = await registration(true);
    if (!worker) throw new WorkerNotReady();
    const key = applicationServerKey(publicKey);
    const existing = await worker.pushManager.getSubscription();
    if (existing && sameKey(existing.options.applicationServerKey, key)) return asServerSubscription(existing);
    // Made with a key the server no longer holds: the push service would refuse its messages.
    await existing?.unsubscribe();
    try {
      return asServerSubscription(
        await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      );
    } catch (caught) {
      throw subscribeFailure(caught);
    }
  },
  async unsubscribe() {
    await (await (await registration(false))?.pushManager.getSubscription())?.unsubscribe();
  },
};
