import { z } from 'zod';
import { SeasonSchema } from './common';
import { StandingRowSchema } from './standings';

export const LIVE_NAMESPACE = '/live';
export const LIVE_EVENTS = { subscribe: 'subscribe', unsubscribe: 'unsubscribe', standings: 'standings' } as const;

export const SubscribeMessageSchema = z.object({
  leagueId: z.string().min(1).max(100),
  season: SeasonSchema.optional(),
});
export type SubscribeMessage = z.input<typeof SubscribeMessageSchema>;

/**
 * A change to one league-season's standings. `fromVersion` is the version it applies on top of: a client whose
 * version differs has missed a change and re-fetches the snapshot. Only the rows that changed travel (keeps the
 * message small whatever the league's size); `removed` lists members who left.
 */
export const StandingsChangeSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  version: z.number(),
  fromVersion: z.number(),
  changed: z.array(StandingRowSchema),
  removed: z.array(z.string()),
});
export type StandingsChange = z.infer<typeof StandingsChangeSchema>;

/** Ack of `subscribe`: the snapshot, or an error message for a bad request. */
export type SubscribeAck =
  | { ok: true; snapshot: import('./standings').StandingsSnapshot }
  | { ok: false; message: string };
