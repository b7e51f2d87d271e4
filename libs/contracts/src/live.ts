import { z } from 'zod';
import { SeasonSchema } from './seasons';
import { StandingRowSchema } from './standings';

export const LIVE_NAMESPACE = '/live';
export const LIVE_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  standings: 'standings',
  /** join a season's room: { season } */
  subscribeSeason: 'subscribe-season',
  /** to a season's room after scores change: SeasonScoresMessage */
  seasonScores: 'season-scores',
  /** to every season room after an inventory change: InventoryMessage */
  inventory: 'inventory',
  /** join a league-season's picks room: { leagueId, season } (the pick board; no standings snapshot in the ack) */
  subscribePicks: 'subscribe-picks',
  /** to a league-season's picks room after a weekly pick changes: PicksChangedMessage (sealed: no pick in it) */
  picks: 'picks',
  /** to a season's room when a happening is recorded, undone or corrected: HappeningMessage */
  happening: 'happening',
  /** to every viewer of a process that is stopping: MoveMessage (reconnect now, through the proxy, elsewhere) */
  move: 'move',
  /**
   * to a standings room while this process's Redis link is lost and for a few seconds after it is back:
   * StandingsBeacon (the newest version; a viewer holding an older one missed a push and subscribes again)
   */
  beacon: 'beacon',
} as const;

/**
 * A process that stops gracefully (SIGTERM) tells its viewers to move rather than letting them find out at the
 * next ping. Each client reconnects after a random delay within `withinMs`, so that they arrive at the other
 * processes spread out rather than all in the same instant; the stopping process accepts no new connection, so
 * the proxy sends them elsewhere. A client resubscribes saying which version it holds, as after any reconnect.
 */
const MoveMessageSchema = z.object({ withinMs: z.number().int().min(0).max(60_000) });
export type MoveMessage = z.infer<typeof MoveMessageSchema>;

/** When a client told to move reconnects: a random moment within the window (at once if the message is bad). */
export function moveDelayMs(message: unknown, random: () => number = Math.random): number {
  const parsed = MoveMessageSchema.safeParse(message);
  return parsed.success ? Math.floor(random() * parsed.data.withinMs) : 0;
}

/** Refusals of a live client that asks too often; a client may ask again after a few seconds. */
export const LIVE_THROTTLE_MESSAGES = {
  tooManySubscribes: 'Too many subscriptions from this connection. Please wait a few seconds.',
  tooManyFromAddress: 'Too many live connections from your address. Please try again in a few seconds.',
} as const;
export const isLiveThrottleMessage = (message: string) =>
  Object.values<string>(LIVE_THROTTLE_MESSAGES).includes(message);

/** Scores of a season changed (episode null: all cleared); viewers re-fetch GET /api/scores/{season}. */
export interface SeasonScoresMessage {
  season: number;
  episode: number | null;
}
export interface InventoryMessage {
  castawayId: number;
  idols: number;
  advantages: number;
}

export const SubscribeMessageSchema = z.object({
  leagueId: z.string().min(1).max(100),
  season: SeasonSchema.optional(),
  /** the version of these standings the client already holds: the ack then carries a snapshot only if newer */
  knownVersion: z.number().int().min(0).optional(),
});
export type SubscribeMessage = z.input<typeof SubscribeMessageSchema>;

/** `subscribe-season`: join a season's room (scores, inventory and happenings are pushed to it). */
export const SeasonSubscriptionSchema = z.object({ season: SeasonSchema });
/** Ack of `subscribe-season`; `status` 404: the season does not exist. */
export type SubscribeSeasonAck = { ok: true } | { ok: false; message: string; status?: number };

/**
 * `subscribe-picks`: join a league-season's picks room. The pick board hears there that a pick changed and re-reads
 * the board with its own credentials; it holds no standings, so it is sent none.
 */
export const PicksSubscriptionSchema = z.object({ leagueId: z.string().min(1).max(100), season: SeasonSchema });
/** Ack of `subscribe-picks`; `status` 404: the season does not exist. */
export type SubscribePicksAck = SubscribeSeasonAck;

/** Answers of the live socket to a subscribe it cannot serve (besides LIVE_THROTTLE_MESSAGES). */
export const LIVE_MESSAGES = {
  badSubscribe: 'subscribe needs { leagueId, season?, knownVersion? } with a season number.',
  badSubscribeSeason: 'subscribe-season needs { season } with a season number.',
  badSubscribePicks: 'subscribe-picks needs { leagueId, season } with a season number.',
  tooManySubscriptions: (max: number) => `At most ${max} subscriptions per connection.`,
  standingsUnavailable: 'Could not load the standings. Please try again.',
  badSubscribeChat: 'subscribe-chat needs { leagueId, timeZone?, revealedThrough?, entryToken? }.',
  chatUnavailable: 'Could not open the chat. Please try again.',
} as const;

/** Fields of a row that changed; a row new to the viewer carries them all. */
const StandingRowPatchSchema = StandingRowSchema.partial().extend({ userName: z.string() });

/**
 * A change to one league-season's standings, applied on top of `fromVersion` (a client holding another version
 * has missed something and re-fetches the snapshot). Kept small whatever the league's size, because the cost of
 * a broadcast to thousands of viewers is its size:
 * - `changed` / `removed`: row patches (joins, leaves, drafts, swaps);
 * - `totals`: after scores change, every member's new total and previous-episode total, as two arrays in
 *   member-name order (code-point order of userName) — a few bytes a member; ranks and movement follow from them,
 *   and breakdowns are fetched with the snapshot when a viewer opens one.
 */
export const StandingsChangeSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  version: z.number(),
  fromVersion: z.number(),
  changed: z.array(StandingRowPatchSchema),
  removed: z.array(z.string()),
  totals: z.object({ total: z.array(z.number()), previous: z.array(z.number()) }).optional(),
});
export type StandingsChange = z.infer<typeof StandingsChangeSchema>;

/**
 * The newest version of a league-season's standings, as the database holds it. Pushes between processes travel
 * through Redis and are lost while it is away; the beacon reaches a process's own viewers without Redis, so a
 * viewer who missed a change catches up though nothing else changes.
 */
export const StandingsBeaconSchema = z.object({ leagueId: z.string(), season: z.number(), version: z.number() });
export type StandingsBeacon = z.infer<typeof StandingsBeaconSchema>;

/**
 * Ack of `subscribe`: the current version, and `snapshot` only when the client's `knownVersion` is older (or
 * absent): the UTF-8 JSON bytes of a StandingsSnapshot, the same bytes as GET /api/leagues/{id}/standings
 * (encoded once per version for every viewer; read them with `readSnapshotBytes`). Or a message for a bad request.
 */
export type SubscribeAck =
  | { ok: true; season: number; version: number; snapshot?: ArrayBuffer | Uint8Array }
  /** `status` 404: the league or the season does not exist */
  | { ok: false; message: string; status?: number };
