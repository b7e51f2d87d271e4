import { z } from 'zod';
import { ianaTimeZone } from './spoiler-shield';

/**
 * Web push (issue 30, part 3): a person's devices subscribe once; each league's notifications are switched on or off
 * per kind. Notifications that tell an episode's outcome wait, per subscription, until the episode has aired in the
 * subscriber's time zone (the spoiler shield's rule, `localAirEnd` in spoiler-shield.ts), unless that device has
 * switched the shield off.
 */

/** What a notification is about. The names are the keys of `GET /api/me/notifications`. */
export const NOTIFICATION_KINDS = [
  'pickClosing',
  'draftClosing',
  'deadlineMoved',
  'standingsAfterEpisode',
  'castawayVotedOut',
  'leagueHandedOver',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind reads on the settings screen. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  pickClosing: 'A pick closes in 1 hour',
  draftClosing: 'The draft closes in 24 hours',
  deadlineMoved: 'A deadline moved',
  standingsAfterEpisode: 'Standings after an episode',
  castawayVotedOut: 'Your castaway was voted out',
  leagueHandedOver: 'A league was handed to you',
};

/** On unless the person switches them off: the deadlines and the hand-over. The episode's outcome is opt-in. */
export const NOTIFICATION_KIND_DEFAULTS: Record<NotificationKind, boolean> = {
  pickClosing: true,
  draftClosing: true,
  deadlineMoved: true,
  standingsAfterEpisode: false,
  castawayVotedOut: false,
  leagueHandedOver: true,
};

/** Kinds that tell an episode's outcome: held back until the episode has aired in the subscriber's zone. */
export const SPOILING_NOTIFICATION_KINDS: readonly NotificationKind[] = ['standingsAfterEpisode', 'castawayVotedOut'];

/** How long before a deadline its reminder goes out. */
export const PICK_CLOSING_NOTICE_MINUTES = 60;
export const DRAFT_CLOSING_NOTICE_HOURS = 24;

/**
 * The push services of Chrome, Firefox, Safari and Edge: the only hosts a subscription's endpoint may name unless
 * `PUSH_SERVICE_HOSTS` says otherwise (comma-separated; a leading `*.` matches any subdomain). The server never posts
 * to an address a client chose.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export const PUSH_MESSAGES = {
  endpointNotHttps: 'endpoint must be an https URL of a browser push service.',
  endpointHostNotAllowed: 'endpoint must be on a known push service (Chrome, Firefox, Safari or Edge).',
  keysRequired: 'keys.p256dh and keys.auth are required: pass the subscription as the browser gave it.',
  invalidTimeZone: 'timeZone must be an IANA time zone such as America/Los_Angeles.',
  subscriptionNotFound: 'That push subscription is not one of yours.',
  subscriptionRemoved: 'This device will get no more notifications.',
  unknownKind: (kind: string) =>
    `${kind} is not a kind of notification. Known kinds: ${NOTIFICATION_KINDS.join(', ')}.`,
  notYourLeague: (leagueId: string) => `League ${leagueId} is not one of your leagues.`,
  notificationsSaved: 'Notification settings saved.',
  pushUnsupported: 'This browser cannot receive notifications.',
  iphoneAddToHomeScreen:
    'On an iPhone, notifications work once Tribal Pool is on your home screen: tap Share, then Add to Home Screen, and open it from there.',
  permissionDenied:
    'Notifications are blocked for this site. Allow them in the browser’s site settings to turn them on.',
} as const;

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys */
const base64Url = (field: string, max: number) =>
  z
    .string({ message: PUSH_MESSAGES.keysRequired })
    .min(1, PUSH_MESSAGES.keysRequired)
    .max(max, `${field} is too long.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url, as the browser gives it.`);

/** GET /api/push/public-key: the VAPID public key (base64url), the browser's `applicationServerKey`. */
export const PushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponseSchema>;

/**
 * POST /api/me/push-subscriptions: the browser's subscription, the device's time zone, and whether this device
 * holds episodes back (the spoiler shield; on unless switched off). The same endpoint again updates the one
 * subscription and answers its id. The endpoint's host is checked against PUSH_SERVICE_HOSTS by the server.
 */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ message: PUSH_MESSAGES.endpointNotHttps })
    .max(1000, 'endpoint is too long.')
    // The server parses it again and checks its host against PUSH_SERVICE_HOSTS.
    .regex(/^https:\/\/[^\s/?#]+(\/\S*)?$/i, PUSH_MESSAGES.endpointNotHttps),
  keys: z.object(
    { p256dh: base64Url('keys.p256dh', 200), auth: base64Url('keys.auth', 100) },
    { message: PUSH_MESSAGES.keysRequired },
  ),
  timeZone: ianaTimeZone(PUSH_MESSAGES.invalidTimeZone),
  spoilerShield: z.boolean({ message: 'spoilerShield must be true or false.' }).default(true),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequestSchema>;
export const PushSubscriptionResponseSchema = z.object({ id: z.string() });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponseSchema>;

/** One league's switches: every kind, true or false. */
export const LeagueNotificationSwitchesSchema = z.record(z.enum(NOTIFICATION_KINDS), z.boolean());
export type LeagueNotificationSwitches = Record<NotificationKind, boolean>;

/**
 * GET /api/me/notifications answers every league of the person with every kind. PUT takes the same shape, with
 * any subset of leagues and kinds (the rest stay as they were), and answers the whole settings.
 */
export const NotificationSettingsSchema = z.object({
  leagues: z.record(
    // League ids are UUIDs (older leagues may carry other ids): any short non-empty key; the server checks it is theirs.
    z.string().min(1, 'leagues must be keyed by league id').max(64, 'leagues must be keyed by league id'),
    // Keys checked one by one so that the refusal names the unknown kind (a record of an enum would not).
    z
      .record(z.string(), z.boolean({ message: 'each kind must be switched true or false.' }))
      .superRefine((switches, context) => {
        for (const kind of Object.keys(switches)) {
          if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind))
            context.addIssue({ code: 'custom', message: PUSH_MESSAGES.unknownKind(kind), path: [kind] });
        }
      })
      .transform((switches) => switches as Partial<Record<NotificationKind, boolean>>),
  ),
});
export type NotificationSettings = { leagues: Record<string, LeagueNotificationSwitches> };
export type NotificationSettingsUpdate = z.input<typeof NotificationSettingsSchema>;

/** What the service worker receives and shows (JSON in the encrypted payload). */
export const PushPayloadSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  /** the league's id as every route names it (a UUID string) */
  leagueId: z.string(),
  title: z.string(),
  body: z.string(),
  /** the page to open on a tap, same origin */
  url: z.string(),
  /** one notification per tag on the device: a later one replaces it */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
