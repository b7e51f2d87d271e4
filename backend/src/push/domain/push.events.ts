import { createHash } from 'node:crypto';
import { NotificationKind } from '@tribal/contracts';
import { NewEvent, streamOf } from '../../event-store/stored-event';

/**
 * A browser subscribed to push (or subscribed again: the same endpoint keeps its id, and moves to the person who
 * subscribed it last). The keys are the browser's public key and auth secret: what a notification is encrypted to.
 */
export type PushSubscribed = NewEvent<
  'PushSubscribed',
  {
    subscriptionId: string;
    email: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    timeZone: string;
    spoilerShield: boolean;
    subscribedAt: string;
    /** the person session (device) that subscribed it: signing that device out ends the subscription */
    sessionId?: string;
  }
>;
/**
 * A subscription ended: `unsubscribed`, its person removed it; `gone`, its push service answered 404 or 410 (the
 * browser dropped it), so nothing more is sent there; `signedOut`, the device that subscribed it was signed out (a
 * phone handed back or lost hears nothing more of the person's leagues).
 */
export type PushSubscriptionRemovalReason = 'unsubscribed' | 'gone' | 'signedOut';
export type PushSubscriptionRemoved = NewEvent<
  'PushSubscriptionRemoved',
  { subscriptionId: string; endpoint: string; reason: PushSubscriptionRemovalReason; removedAt: string }
>;
/** A person switched kinds of notification on or off for some of their leagues (only the switches they set). */
export type NotificationSwitchesSet = NewEvent<
  'NotificationSwitchesSet',
  { email: string; leagues: Record<string, Partial<Record<NotificationKind, boolean>>>; setAt: string }
>;
export type PushEvent = PushSubscribed | PushSubscriptionRemoved | NotificationSwitchesSet;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** One stream per endpoint: the same browser subscribing again is decided against what it has. */
export const pushSubscriptionStreamId = (endpoint: string) =>
  streamOf<PushSubscribed | PushSubscriptionRemoved>(`push-subscription-${digest(endpoint)}`);

/** One stream per person: their switches, across leagues. */
export const notificationSwitchesStreamId = (email: string) =>
  streamOf<NotificationSwitchesSet>(`notification-switches-${digest(email)}`);
