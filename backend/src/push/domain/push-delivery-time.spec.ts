import { describe, expect, it } from 'vitest';
import { DeliveryTimeInput, pushDeliveryTime } from './push-delivery-time';

/** Episode 5 airs Wednesday 8 pm Eastern (2026-03-26 00:00 UTC) and runs 90 minutes; the finale is episode 14. */
const AIR_TIME = '2026-03-26T00:00:00.000Z';
const episode = { episode: 5, airTime: AIR_TIME, finale: 14 };
const at = (iso: string) => Date.parse(iso);
const EAST_DURING = at('2026-03-26T00:45:00.000Z'); // 8:45 pm in New York, 5:45 pm in Los Angeles
const NEW_YORK_AIRED = at('2026-03-26T01:30:00.000Z'); // 9:30 pm New York
const LOS_ANGELES_AIRED = at('2026-03-26T04:30:00.000Z'); // 9:30 pm Los Angeles

const given = (subscription: DeliveryTimeInput['subscription']) => ({
  when: (input: Omit<DeliveryTimeInput, 'subscription'>) => ({
    thenDeliversAt: (expected: number) => expect(pushDeliveryTime({ subscription, ...input })).toBe(expected),
  }),
});
const newYork = { timeZone: 'America/New_York', spoilerShield: true };
const losAngeles = { timeZone: 'America/Los_Angeles', spoilerShield: true };

describe('when a notification may reach a device (the push spoiler rule)', () => {
  it('a vote-out tapped during the East Coast airing reaches New York once the episode has run there', () => {
    given(newYork).when({ kind: 'castawayVotedOut', episode, now: EAST_DURING }).thenDeliversAt(NEW_YORK_AIRED);
  });

  it('the same tap reaches Los Angeles only once the episode has aired and run at 8 pm Pacific', () => {
    given(losAngeles).when({ kind: 'castawayVotedOut', episode, now: EAST_DURING }).thenDeliversAt(LOS_ANGELES_AIRED);
  });

  it('after the episode has aired in New York, New York gets it at once while Los Angeles still waits', () => {
    const later = at('2026-03-26T02:00:00.000Z');
    given(newYork).when({ kind: 'standingsAfterEpisode', episode, now: later }).thenDeliversAt(later);
    given(losAngeles).when({ kind: 'standingsAfterEpisode', episode, now: later }).thenDeliversAt(LOS_ANGELES_AIRED);
  });

  it('once it has aired in Los Angeles too, everyone gets it at once', () => {
    const nextDay = at('2026-03-27T12:00:00.000Z');
    given(losAngeles).when({ kind: 'castawayVotedOut', episode, now: nextDay }).thenDeliversAt(nextDay);
  });

  it('a device that switched the shield off gets the outcome at once, even in Los Angeles during the East airing', () => {
    given({ ...losAngeles, spoilerShield: false })
      .when({ kind: 'castawayVotedOut', episode, now: EAST_DURING })
      .thenDeliversAt(EAST_DURING);
  });

  it('the finale runs three hours: Los Angeles hears of it at 11 pm Pacific', () => {
    given(losAngeles)
      .when({ kind: 'standingsAfterEpisode', episode: { ...episode, episode: 14 }, now: EAST_DURING })
      .thenDeliversAt(at('2026-03-26T06:00:00.000Z'));
  });

  it('kinds that tell no outcome (a deadline, a hand-over) go at once whatever the shield says', () => {
    given(losAngeles).when({ kind: 'deadlineMoved', episode, now: EAST_DURING }).thenDeliversAt(EAST_DURING);
    given(losAngeles).when({ kind: 'leagueHandedOver', now: EAST_DURING }).thenDeliversAt(EAST_DURING);
  });

  it('an episode the schedule gives no air time has nothing to wait for', () => {
    given(losAngeles)
      .when({ kind: 'castawayVotedOut', episode: { episode: 5, airTime: null }, now: EAST_DURING })
      .thenDeliversAt(EAST_DURING);
  });
});
