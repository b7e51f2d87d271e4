import { z } from 'zod';
import type { CastImportPreview, CastImportRow } from './cast-import';
import type { DraftsByUser } from './drafts';
import { DraftSchema } from './drafts';
import type { EpisodeFeed, FeedItem, TeamStint, TribalCouncilRecord, TribesAt } from './happenings';
import { VoteSchema } from './happenings';
import type { MemberPage } from './member-page';
import type { EliminationPicks } from './picks';
import type { ProblemReportsResponse } from './reports';
import { ProblemReportSummarySchema } from './reports';
import type { EpisodeScoresResponse, Inventory, SeasonScores } from './scores';
import { ScoreRecordSchema } from './scores';
import type { PickBoard } from './sealed-picks';
import type { SeasonSummary } from './seasons';
import type { StandingsHistory } from './standings';
import type { StandingsReplay } from './standings-replay';

/**
 * Schemas of the answers that were TypeScript types only, so that the API description (GET /api/openapi.json)
 * covers every answer from one source. Each `satisfies` the type the server returns: a schema that drifted from its
 * type would not compile.
 */

const numberRecord = z.record(z.string(), z.number());

export const StandingsHistorySchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  episodes: z.array(z.number()),
  series: z.array(z.object({ userName: z.string(), totals: z.array(z.number()) })),
}) satisfies z.ZodType<StandingsHistory>;

const ReplayTotalsSchema = z.object({ totals: z.array(z.number()), ranks: z.array(z.number()) });

export const StandingsReplaySchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  episode: z.number(),
  members: z.array(z.string()),
  before: ReplayTotalsSchema,
  steps: z.array(
    ReplayTotalsSchema.extend({
      kind: z.enum(['happening', 'grid-save']),
      happeningId: z.string().nullable(),
      happeningKind: z.string().nullable(),
      time: z.string().nullable(),
      points: numberRecord,
      votedOut: z.array(z.number()),
    }),
  ),
}) satisfies z.ZodType<StandingsReplay>;

export const DraftsByUserSchema = z.record(z.string(), DraftSchema) satisfies z.ZodType<DraftsByUser>;

export const TeamStintSchema = z.object({
  userName: z.string(),
  castawayId: z.number(),
  fromEpisode: z.number(),
  toEpisode: z.number().nullable(),
}) satisfies z.ZodType<TeamStint>;

export const SeasonScoresSchema = z.record(
  z.string(),
  z.record(z.string(), ScoreRecordSchema),
) satisfies z.ZodType<SeasonScores>;

export const EpisodeScoresResponseSchema = z.object({
  season: z.number(),
  episode: z.number(),
  version: z.number(),
  records: z.record(z.string(), ScoreRecordSchema),
}) satisfies z.ZodType<EpisodeScoresResponse>;

export const InventorySchema = z.record(
  z.string(),
  z.object({ idols: z.number(), advantages: z.number() }),
) satisfies z.ZodType<Inventory>;

const FeedItemSchema = z.object({
  id: z.number(),
  season: z.number(),
  episode: z.number(),
  // The happening kinds of HappeningRequestSchema, or 'correction' for a grid save.
  kind: z.string() as unknown as z.ZodType<FeedItem['kind']>,
  at: z.string(),
  points: numberRecord,
  undone: z.boolean(),
  tribe: z.string().optional(),
  castawayId: z.number().optional(),
  votes: z.array(VoteSchema).optional(),
  votedOut: z.array(z.number()).optional(),
  place: z.number().optional(),
}) satisfies z.ZodType<FeedItem>;

export const EpisodeFeedSchema = z.object({
  season: z.number(),
  episode: z.number(),
  version: z.number(),
  happenings: z.array(FeedItemSchema),
}) satisfies z.ZodType<EpisodeFeed>;

export const TribalCouncilRecordSchema = z.object({
  id: z.number(),
  episode: z.number(),
  votes: z.array(VoteSchema),
  votedOut: z.array(z.number()),
}) satisfies z.ZodType<TribalCouncilRecord>;

export const TribesAtSchema = z.record(z.string(), z.string()) satisfies z.ZodType<TribesAt>;

export const ProblemReportsResponseSchema = z.object({
  reports: z.array(ProblemReportSummarySchema),
}) satisfies z.ZodType<ProblemReportsResponse>;

export const EliminationPicksSchema = z.record(
  z.string(),
  z.record(z.string(), z.number()),
) satisfies z.ZodType<EliminationPicks>;

export const PickBoardSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  viewer: z.enum(['admin', 'member', 'anonymous']),
  viewerUserName: z.string().nullable(),
  episodes: z.array(
    z.object({
      episode: z.number(),
      cutoff: z.string().nullable(),
      unsealsAt: z.string().nullable(),
      closed: z.boolean(),
      votedOut: z.array(z.number()),
      picks: z.array(z.object({ userName: z.string(), castawayId: z.number(), correct: z.boolean().nullable() })),
    }),
  ),
}) satisfies z.ZodType<PickBoard>;

const MemberPageCastawaySchema = z.object({ castawayId: z.number(), name: z.string(), imageUrl: z.string() });

export const MemberPageSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  season: z.number(),
  userName: z.string(),
  members: z.number(),
  team: z.array(MemberPageCastawaySchema),
  swaps: z.array(z.object({ out: MemberPageCastawaySchema, in: MemberPageCastawaySchema, fromEpisode: z.number() })),
  episodes: z.array(z.number()),
  castaways: z.array(
    MemberPageCastawaySchema.extend({
      fromEpisode: z.number(),
      toEpisode: z.number().nullable(),
      points: numberRecord,
    }),
  ),
  pickBonus: numberRecord,
  rankByEpisode: z.array(z.object({ episode: z.number(), total: z.number(), rank: z.number() })),
}) satisfies z.ZodType<MemberPage>;

export const HealthSchema = z.object({ ok: z.literal(true) });
export const AdminSessionSchema = z.object({ authenticated: z.literal(true) });

/** GET /api/seasons (newest first); POST /api/seasons and PATCH /api/seasons/{n} answer one. */
export const SeasonSummarySchema = z.object({
  number: z.number(),
  title: z.string(),
  premiere: z.string(),
  episodes: z.number(),
  status: z.enum(['upcoming', 'airing', 'finished']),
  castCount: z.number(),
}) satisfies z.ZodType<SeasonSummary>;

const CastImportActionSchema = z.enum(['add', 'update', 'unchanged']);

/** POST /api/seasons/{n}/cast?dryRun=true: what the import would do; a save answers the season's castaways. */
export const CastImportPreviewSchema = z.object({
  season: z.number(),
  fileProblems: z.array(z.string()),
  rows: z.array(
    z.object({
      row: z.number(),
      name: z.string(),
      age: z.number().nullable(),
      occupation: z.string(),
      tribe: z.string(),
      problems: z.array(z.string()),
      action: CastImportActionSchema.nullable(),
      castawayId: z.number().nullable(),
    }) satisfies z.ZodType<CastImportRow>,
  ),
  counts: z.object({ add: z.number(), update: z.number(), unchanged: z.number() }),
  valid: z.boolean(),
}) satisfies z.ZodType<CastImportPreview>;
