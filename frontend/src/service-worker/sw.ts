import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { notificationFromPush, sameOriginPath } from './notification-from-push';

/**
 * The app's service worker (issue 30). Built by vite-plugin-pwa's `injectManifest` strategy rather than
 * `generateSW` because push needs handlers of our own (`push`, `notificationclick`), which a generated worker can
 * only pull in with `importScripts` of an untyped, unbundled file. What the generated worker did is kept here, line
 * for line: the precached app shell (the list vite-plugin-pwa injects, from the globs in vite.config.ts), old
 * precaches cleaned up, index.html for a page's URL (never /api, /socket.io, /metrics or the operations manual), the
 * network-first copies of the season list and casts, and a new release that waits until the update bar says so.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Served by the app process itself, never the app shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/metrics$/, /^\/operations-manual\.html$/],
  }),
);

// Network first: online, always the server's answer; the copy is only for when there is no network. Only the
// public reads a standings page needs besides the standings (the page keeps those itself): no writes, no answers
// that depend on who asks (admin, entry token).
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && /^\/api\/(seasons|castaways\/\d+)$/.test(url.pathname),
  new NetworkFirst({ cacheName: 'tp-seasons-and-casts', plugins: [new ExpirationPlugin({ maxEntries: 30 })] }),
);

// registerType 'prompt': a new release installs and waits; the update bar's "Reload" sends this message
// (workbox-window's messageSkipWaiting), and only then does it take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A notification from the server (PushPayloadSchema), shown even when no page of the app is open.
self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

// A tap opens the notification's page: in a window of the app that is already open (brought forward), else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openPage(url));
});

async function openPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  // The window the person was last looking at, if any is visible.
  const open = ours.find((client) => client.visibilityState === 'visible') ?? ours[0];
  if (open) {
    try {
      // Navigated first, then brought to the front: the page changes even where the browser refuses the focus.
      const shown = open.url === target ? open : ((await open.navigate(target)) ?? open);
      await shown.focus().catch(() => undefined);
      return;
    } catch {
      // A window this worker does not control cannot be navigated from here: a new window opens the page instead.
    }
  }
  await self.clients.openWindow(target);
}
