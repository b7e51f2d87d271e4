import { z } from 'zod';

/** A castaway as the member page names it. */
const MemberPageCastawaySchema = z.object({ castawayId: z.number(), name: z.string(), imageUrl: z.string() });
export type MemberPageCastaway = z.infer<typeof MemberPageCastawaySchema>;

/** One castaway's time on a member's team and the points it brought them, per episode of that time. */
const MemberCastawayPointsSchema = MemberPageCastawaySchema.extend({
  fromEpisode: z.number(),
  /** null: still on the team */
  toEpisode: z.number().nullable(),
  /** episode -> points counted for this member */
  points: z.record(z.string(), z.number()),
});
export type MemberCastawayPoints = z.infer<typeof MemberCastawayPointsSchema>;

/** GET /api/leagues/{id}/members/{userName}?season=N: the public member page's numbers. */
export const MemberPageSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  season: z.number(),
  userName: z.string(),
  /** members in the league-season (the rank chart's scale) */
  members: z.number(),
  team: z.array(MemberPageCastawaySchema),
  /** the one swap (spec §4), if used: who left, who came, and the first episode the new one counts for */
  swaps: z.array(z.object({ out: MemberPageCastawaySchema, in: MemberPageCastawaySchema, fromEpisode: z.number() })),
  /** scored episodes in order */
  episodes: z.array(z.number()),
  castaways: z.array(MemberCastawayPointsSchema),
  /** episode -> the +3 weekly pick bonus earned */
  pickBonus: z.record(z.string(), z.number()),
  /** the member's total and rank after each scored episode */
  rankByEpisode: z.array(z.object({ episode: z.number(), total: z.number(), rank: z.number() })),
});
export type MemberPage = z.infer<typeof MemberPageSchema>;
