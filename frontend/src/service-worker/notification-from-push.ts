import type { PushPayload } from '@tribal/contracts';

/** What `showNotification` takes for one push: its title and options. */
export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: { url: string; kind?: string; leagueId?: string } };
}

/** The app's icon, from the manifest: the notification shows it beside the text. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
const APP_NAME = 'Tribal Pool';

/**
 * The notification a push asks for (PushPayloadSchema: kind, leagueId, title, body, url, tag). Checked by hand
 * rather than with the schema so that the worker does not carry zod. A payload it cannot read still shows something:
 * a push with `userVisibleOnly` must show a notification, and a browser that sees none may stop the subscription.
 */
export function notificationFromPush(text: string | null, origin: string): NotificationToShow {
  const payload = readPayload(text);
  if (!payload) {
    return { title: APP_NAME, options: { body: text ?? '', icon: NOTIFICATION_ICON, data: { url: '/' } } };
  }
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag || undefined,
      icon: NOTIFICATION_ICON,
      data: { url: sameOriginPath(payload.url, origin), kind: payload.kind, leagueId: payload.leagueId },
    },
  };
}

function readPayload(text: string | null): PushPayload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushPayload> | null;
    if (!value || typeof value.title !== 'string' || !value.title) return null;
    return {
      kind: value.kind as PushPayload['kind'],
      leagueId: typeof value.leagueId === 'string' ? value.leagueId : '',
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' ? value.url : '/',
      tag: typeof value.tag === 'string' ? value.tag : '',
    };
  } catch {
    return null;
  }
}

/** A tap opens a page of this app only: another origin's address, or none, opens the home page. */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url) return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}
