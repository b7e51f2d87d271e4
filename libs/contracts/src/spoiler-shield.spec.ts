import { describe, expect, it } from 'vitest';
import { firstHiddenEpisode, localAirEnd, shieldDecision } from './spoiler-shield';

const at = (iso: string) => Date.parse(iso);
const decide = (airTime: string, viewerTimeZone: string, now: string, extra: { revealedThrough?: number } = {}) =>
  shieldDecision({ episode: 5, airTime, lengthMinutes: 90, viewerTimeZone, now: at(now), ...extra });

// Wednesday 4 March 2026, 8 pm EST (standard time) = Thursday 01:00 UTC.
const WINTER_AIR = '2026-03-05T01:00:00.000Z';
// Wednesday 11 March 2026, 8 pm EDT (after the 8 March spring-forward) = Thursday 00:00 UTC.
const SPRING_AIR = '2026-03-12T00:00:00.000Z';

describe('the spoiler shield: hidden until the episode has aired and run its length in the viewer’s zone', () => {
  it.each([
    // zone, a moment, decision
    ['America/New_York', '2026-03-05T02:29:59.000Z', 'hidden'],
    ['America/New_York', '2026-03-05T02:30:00.000Z', 'shown'],
    // Pacific: 8 pm PST is 04:00 UTC, the episode ends at 05:30 UTC
    ['America/Los_Angeles', '2026-03-05T02:30:00.000Z', 'hidden'],
    ['America/Los_Angeles', '2026-03-05T05:29:59.000Z', 'hidden'],
    ['America/Los_Angeles', '2026-03-05T05:30:00.000Z', 'shown'],
    // Hawaii (UTC-10, no daylight saving): 8 pm HST is 06:00 UTC
    ['Pacific/Honolulu', '2026-03-05T07:29:59.000Z', 'hidden'],
    ['Pacific/Honolulu', '2026-03-05T07:30:00.000Z', 'shown'],
  ] as const)('winter episode, viewer in %s at %s: %s', (zone, now, expected) => {
    expect(decide(WINTER_AIR, zone, now)).toBe(expected);
  });

  it('day boundary: the Pacific viewer is still on Wednesday evening when the East has finished on Thursday UTC', () => {
    // Thursday 03:00 UTC is Wednesday 7 pm in Los Angeles: the episode has not even started there.
    expect(decide(WINTER_AIR, 'America/New_York', '2026-03-05T03:00:00.000Z')).toBe('shown');
    expect(decide(WINTER_AIR, 'America/Los_Angeles', '2026-03-05T03:00:00.000Z')).toBe('hidden');
  });

  it('day boundary: a late episode that runs past local midnight is hidden until it ends on the next day', () => {
    // Wednesday 11:30 pm EST = Thursday 04:30 UTC; 90 minutes end at 1 am Thursday Eastern.
    const late = '2026-03-05T04:30:00.000Z';
    expect(decide(late, 'America/New_York', '2026-03-05T05:59:59.000Z')).toBe('hidden');
    expect(decide(late, 'America/New_York', '2026-03-05T06:00:00.000Z')).toBe('shown');
  });

  it('east of New York the same wall-clock time comes earlier, but nothing shows before the broadcast has ended', () => {
    // 8 pm in London or Tokyo on Wednesday is hours before the broadcast.
    expect(localAirEnd(WINTER_AIR, 'Europe/London', 90)).toBe(at('2026-03-05T02:30:00.000Z'));
    expect(decide(WINTER_AIR, 'Asia/Tokyo', '2026-03-05T02:00:00.000Z')).toBe('hidden');
    expect(decide(WINTER_AIR, 'Asia/Tokyo', '2026-03-05T02:30:00.000Z')).toBe('shown');
  });

  it('daylight saving: after the spring-forward 8 pm is an hour earlier in UTC, on both coasts', () => {
    expect(localAirEnd(SPRING_AIR, 'America/New_York', 90)).toBe(at('2026-03-12T01:30:00.000Z'));
    expect(localAirEnd(SPRING_AIR, 'America/Los_Angeles', 90)).toBe(at('2026-03-12T04:30:00.000Z'));
  });

  it('daylight saving: Arizona keeps standard time, so it is two hours behind the East in winter and three in summer', () => {
    expect(localAirEnd(WINTER_AIR, 'America/Phoenix', 90)).toBe(at('2026-03-05T04:30:00.000Z'));
    expect(localAirEnd(SPRING_AIR, 'America/Phoenix', 90)).toBe(at('2026-03-12T04:30:00.000Z'));
    expect(decide(SPRING_AIR, 'America/Phoenix', '2026-03-12T04:29:59.000Z')).toBe('hidden');
  });

  it('daylight saving: an episode on the spring-forward Sunday itself', () => {
    // Sunday 8 March 2026, 8 pm EDT = Monday 00:00 UTC; Pacific 8 pm PDT = 03:00 UTC.
    expect(localAirEnd('2026-03-09T00:00:00.000Z', 'America/Los_Angeles', 120)).toBe(at('2026-03-09T05:00:00.000Z'));
  });

  it('daylight saving: a wall-clock time that happens twice on the fall-back night is hidden until its later occurrence', () => {
    // 1:30 am EDT on Sunday 1 November 2026 (05:30 UTC). 1:30 am happens twice in Los Angeles: 08:30 and 09:30 UTC.
    expect(localAirEnd('2026-11-01T05:30:00.000Z', 'America/Los_Angeles', 0)).toBe(at('2026-11-01T09:30:00.000Z'));
  });

  it('the finale runs three hours: hidden until it has ended', () => {
    const finale = (now: string) =>
      shieldDecision({
        episode: 14,
        finale: 14,
        airTime: SPRING_AIR,
        viewerTimeZone: 'America/New_York',
        now: at(now),
      });
    expect(finale('2026-03-12T02:59:59.000Z')).toBe('hidden');
    expect(finale('2026-03-12T03:00:00.000Z')).toBe('shown');
  });

  it('a revealed episode is shown at once; an unknown time zone counts as the broadcast’s; no air time is no shield', () => {
    expect(decide(WINTER_AIR, 'America/Los_Angeles', '2026-03-05T03:00:00.000Z', { revealedThrough: 5 })).toBe('shown');
    expect(decide(WINTER_AIR, 'America/Los_Angeles', '2026-03-05T03:00:00.000Z', { revealedThrough: 4 })).toBe(
      'hidden',
    );
    expect(decide(WINTER_AIR, 'Mars/Olympus_Mons', '2026-03-05T02:30:00.000Z')).toBe('shown');
    expect(decide(WINTER_AIR, 'Mars/Olympus_Mons', '2026-03-05T02:29:00.000Z')).toBe('hidden');
    expect(shieldDecision({ episode: 5, airTime: null, viewerTimeZone: 'UTC', now: 0 })).toBe('shown');
    expect(shieldDecision({ episode: 5, airTime: 'soon', viewerTimeZone: 'UTC', now: 0 })).toBe('shown');
  });

  it('the first hidden episode of a schedule: everything from it on is hidden, standings show the one before', () => {
    const schedule = { 2: '2026-02-26T01:00:00.000Z', 3: WINTER_AIR, 4: SPRING_AIR };
    const viewer = { viewerTimeZone: 'America/Los_Angeles', lengthMinutes: 90 };
    expect(firstHiddenEpisode(schedule, { ...viewer, now: at('2026-03-05T03:00:00.000Z') })).toBe(3);
    expect(firstHiddenEpisode(schedule, { ...viewer, now: at('2026-03-05T05:30:00.000Z') })).toBe(4);
    expect(firstHiddenEpisode(schedule, { ...viewer, now: at('2026-03-05T03:00:00.000Z'), revealedThrough: 3 })).toBe(
      4,
    );
    expect(firstHiddenEpisode(schedule, { ...viewer, now: at('2026-04-01T00:00:00.000Z') })).toBeNull();
  });
});
