import { Injectable } from '@nestjs/common';
import {
  eliminationPickPath,
  lastScheduledEpisode,
  leaguePath,
  NOTIFICATION_KIND_DEFAULTS,
  NotificationKind,
  PushPayload,
} from '@tribal/contracts';
import { Clock } from '../common/clock';
import { readSeasonSchedule } from '../game/season-schedule.sql';
import { EpisodeAiring, pushDeliveryTime } from './domain/push-delivery-time';
import {
  entriesHolding,
  LeaguePerson,
  leagueMembersAsPeople,
  leagueNameAndSeason,
  leaguesOfSeasonWithSubscribers,
  PushIntent,
  ranksAfter,
  subscriptionsHearing,
} from './push.sql';
import { IntentTransaction, recordPushIntents } from './push-outbox';

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** One notification to a set of people of a league, each person's own text where it differs. */
interface Notice {
  leagueId: string;
  kind: NotificationKind;
  /** stable per cause: with the subscription, the dedupe key */
  cause: string;
  /** the episode whose outcome it tells (spoiling kinds) */
  episode?: EpisodeAiring;
  /** each person's payload (by lower-cased email) */
  payloads: Map<string, Omit<PushPayload, 'kind' | 'leagueId'>>;
}

/**
 * What each kind says and to whom, per league: only the people of that league who have the kind switched on, each of
 * their subscriptions at the time the spoiler rule gives (`pushDeliveryTime`). Recorded in the caller's transaction.
 */
@Injectable()
export class PushNotices {
  constructor(private readonly clock: Clock) {}

  /** A castaway was voted out in a saved score record: the members whose team holds them, in every league of the season. */
  async castawaysVotedOut(
    tx: IntentTransaction,
    season: number,
    episode: number,
    castawayIds: readonly number[],
  ): Promise<number> {
    if (castawayIds.length === 0) return 0;
    const airing = await this.airing(tx, season, episode);
    let recorded = 0;
    const holders = await entriesHolding(tx.manager, season, castawayIds);
    const byLeagueAndCastaway = new Map<string, typeof holders>();
    for (const holder of holders) {
      const key = `${holder.leagueId}:${holder.castawayId}`;
      byLeagueAndCastaway.set(key, [...(byLeagueAndCastaway.get(key) ?? []), holder]);
    }
    for (const [, entries] of byLeagueAndCastaway) {
      const { leagueId, leagueName, castawayId, castawayName } = entries[0];
      const people = await leagueMembersAsPeople(
        tx.manager,
        leagueId,
        entries.map((entry) => entry.userName),
      );
      recorded += await this.record(tx, {
        leagueId,
        kind: 'castawayVotedOut',
        cause: `${season}:${episode}:${castawayId}`,
        episode: airing,
        payloads: samePayloadFor(people, {
          title: `${castawayName} was voted out`,
          body: `${castawayName}, on your team in ${leagueName}, was voted out in episode ${episode}.`,
          url: leaguePath(leagueId),
          tag: `voted-out-${leagueId}-${season}-${episode}-${castawayId}`,
        }),
      });
    }
    return recorded;
  }

  /** An episode's scores were saved: each member hears where they stand, in every league of the season. */
  async standingsAfterEpisode(tx: IntentTransaction, season: number, episode: number): Promise<number> {
    const airing = await this.airing(tx, season, episode);
    let recorded = 0;
    for (const league of await leaguesOfSeasonWithSubscribers(tx.manager, season)) {
      const ranks = await ranksAfter(tx.manager, league.leagueId, season);
      const rankOf = new Map(ranks.map((row) => [row.userName, row.rank]));
      const payloads = new Map<string, Omit<PushPayload, 'kind' | 'leagueId'>>();
      const best = new Map<string, number>();
      for (const person of await leagueMembersAsPeople(tx.manager, league.leagueId)) {
        const rank = rankOf.get(person.userName);
        if (rank === undefined || (best.get(person.email) ?? Number.POSITIVE_INFINITY) <= rank) continue;
        best.set(person.email, rank);
        payloads.set(person.email, {
          title: `${league.leagueName}: standings after episode ${episode}`,
          body: `Standings after episode ${episode}: you are ${ordinal(rank)}.`,
          url: leaguePath(league.leagueId),
          tag: `standings-${league.leagueId}`,
        });
      }
      recorded += await this.record(tx, {
        leagueId: league.leagueId,
        kind: 'standingsAfterEpisode',
        cause: `${season}:${episode}`,
        episode: airing,
        payloads,
      });
    }
    return recorded;
  }

  /** A league was handed to a member: the person of the new commissioner hears it. */
  async leagueHandedOver(tx: IntentTransaction, leagueId: string, toUserName: string, cause: string): Promise<number> {
    const league = await leagueNameAndSeason(tx.manager, leagueId);
    if (!league) return 0;
    const people = await leagueMembersAsPeople(tx.manager, leagueId, [toUserName]);
    return this.record(tx, {
      leagueId,
      kind: 'leagueHandedOver',
      cause,
      payloads: samePayloadFor(people, {
        title: `${league.leagueName} is yours to run`,
        body: `${league.leagueName} was handed to you: you are its commissioner now.`,
        url: leaguePath(leagueId),
        tag: `handed-over-${leagueId}`,
      }),
    });
  }

  /** A league's deadlines moved (one notice per change of the league's deadlines, listing every move in it). */
  async deadlinesMoved(
    tx: IntentTransaction,
    league: { leagueId: string; name: string },
    moves: ReadonlyArray<{ what: string; to: string }>,
    cause: string,
  ): Promise<number> {
    if (moves.length === 0) return 0;
    const people = await leagueMembersAsPeople(tx.manager, league.leagueId);
    return this.record(tx, {
      leagueId: league.leagueId,
      kind: 'deadlineMoved',
      cause,
      payloads: samePayloadFor(people, {
        title: `${league.name}: a deadline moved`,
        body: moves.map((move) => `${move.what}: now ${move.to}.`).join(' '),
        url: leaguePath(league.leagueId),
        tag: `deadline-moved-${league.leagueId}`,
      }),
    });
  }

  /**
   * A pick (episode) or the draft (episode null) closes soon: the members who have not picked / drafted. `cause`
   * names the deadline, so a moved deadline is a new notice and the same one is sent once.
   */
  async closingSoon(
    tx: IntentTransaction,
    target: { leagueId: string; episode: number | null; deadline: string },
    missingUserNames: readonly string[],
  ): Promise<number> {
    const league = await leagueNameAndSeason(tx.manager, target.leagueId);
    if (!league || missingUserNames.length === 0) return 0;
    const people = await leagueMembersAsPeople(tx.manager, target.leagueId, missingUserNames);
    const draft = target.episode === null;
    return this.record(tx, {
      leagueId: target.leagueId,
      kind: draft ? 'draftClosing' : 'pickClosing',
      cause: `${target.episode ?? 'draft'}:${Date.parse(target.deadline)}`,
      payloads: samePayloadFor(
        people,
        draft
          ? {
              title: `${league.leagueName}: the draft closes in 24 hours`,
              body: 'You have not drafted your team yet. Pick your castaways before the deadline.',
              url: '/draft',
              tag: `draft-closing-${target.leagueId}`,
            }
          : {
              title: `${league.leagueName}: picks close in 1 hour`,
              body: `You have no pick for episode ${target.episode} yet.`,
              url: eliminationPickPath(target.leagueId),
              tag: `pick-closing-${target.leagueId}-${target.episode}`,
            },
      ),
    });
  }

  private async record(tx: IntentTransaction, notice: Notice): Promise<number> {
    const targets = await subscriptionsHearing(
      tx.manager,
      notice.leagueId,
      notice.kind,
      NOTIFICATION_KIND_DEFAULTS[notice.kind],
      [...notice.payloads.keys()],
    );
    const now = this.clock.now().getTime();
    const intents: PushIntent[] = targets.map((target) => ({
      dedupeKey: `${notice.kind}:${notice.leagueId}:${notice.cause}:${target.subscriptionId}`,
      subscriptionId: target.subscriptionId,
      payload: {
        kind: notice.kind,
        leagueId: notice.leagueId,
        ...(notice.payloads.get(target.email) as Omit<PushPayload, 'kind' | 'leagueId'>),
      },
      dueAt: new Date(pushDeliveryTime({ kind: notice.kind, subscription: target, episode: notice.episode, now })),
    }));
    return recordPushIntents(tx, intents);
  }

  private async airing(tx: IntentTransaction, season: number, episode: number): Promise<EpisodeAiring> {
    const schedule = await readSeasonSchedule(tx.manager, season);
    return { episode, airTime: schedule[String(episode)], finale: lastScheduledEpisode(schedule) };
  }
}

function samePayloadFor(
  people: readonly LeaguePerson[],
  payload: Omit<PushPayload, 'kind' | 'leagueId'>,
): Map<string, Omit<PushPayload, 'kind' | 'leagueId'>> {
  return new Map(people.map((person) => [person.email, payload]));
}
