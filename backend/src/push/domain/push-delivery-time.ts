import { episodeMinutes, localAirEnd, NotificationKind, SPOILING_NOTIFICATION_KINDS } from '@tribal/contracts';

/** The episode a notification tells the outcome of, as the season schedule has it. */
export interface EpisodeAiring {
  episode: number;
  /** the broadcast's air time (ISO instant) in the show's home zone; unknown: nothing to wait for */
  airTime: string | null | undefined;
  /** the season's finale (runs three hours) */
  finale?: number;
}

export interface DeliveryTimeInput {
  kind: NotificationKind;
  subscription: { timeZone: string; spoilerShield: boolean };
  /** absent for kinds that tell no episode's outcome */
  episode?: EpisodeAiring;
  /** when the cause happened (ms) */
  now: number;
}

/**
 * When a notification may reach one subscription (ms since the epoch): the one home of the push spoiler rule.
 * A kind that tells an episode's outcome waits, on a device whose spoiler shield is on, until that episode has aired
 * and run its length in the device's time zone, by the shield's own rule (contracts' `localAirEnd`). Everything else,
 * and everything on a device that switched the shield off, goes at once.
 */
export function pushDeliveryTime({ kind, subscription, episode, now }: DeliveryTimeInput): number {
  if (!SPOILING_NOTIFICATION_KINDS.includes(kind) || !subscription.spoilerShield || !episode) return now;
  const airedThere = localAirEnd(
    episode.airTime,
    subscription.timeZone,
    episodeMinutes(episode.episode, episode.finale),
  );
  return airedThere === null ? now : Math.max(now, airedThere);
}
