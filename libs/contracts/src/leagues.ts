import { z } from 'zod';
import { CommissionerSettingsSchema } from './commissioner';
import { requiredText } from './common';
import { MESSAGES } from './messages';
import { SeasonSchema } from './seasons';

export const TribeSchema = z.object({
  name: requiredText('Each tribe needs a name.', 60),
  color: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((c) => (c ? c : 'white')),
});
export type Tribe = z.infer<typeof TribeSchema>;

export const CreateLeagueRequestSchema = z.object({
  leagueName: requiredText('League name is required.', 80),
  password: requiredText('League password is required.', 200),
  commissionerName: requiredText('Commissioner name is required.', 60),
  tribes: z.array(TribeSchema).max(12).default([]),
  /** absent: the default season (the one airing, else the next, else the latest; contracts' defaultSeason) */
  season: SeasonSchema.optional(),
});
export type CreateLeagueRequest = z.input<typeof CreateLeagueRequestSchema>;

export const CreateLeagueResponseSchema = z.object({ id: z.string(), name: z.string(), season: z.number() });
export type CreateLeagueResponse = z.infer<typeof CreateLeagueResponseSchema>;

export const LeagueSummarySchema = z.object({ id: z.string(), name: z.string() });
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

/** A member as league listings show them; the email only to a signed-in admin (members' addresses are private). */
export const LeagueMemberSchema = z.object({ userName: z.string(), email: z.string().optional() });

export const LeagueDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  commissioner: z.string(),
  season: z.number(),
  draftDeadline: z.string().nullable(),
  /** episode number -> ISO date-time (UTC) */
  weeklyEliminationCutoffs: z.record(z.string(), z.string()),
  members: z.array(LeagueMemberSchema),
  tribes: z.array(z.object({ name: z.string(), color: z.string() })),
  /** payment handles, entry fee and payout split (the spec's defaults until the admin sets them) */
  commissionerSettings: CommissionerSettingsSchema,
});
export type LeagueDetails = z.infer<typeof LeagueDetailsSchema>;

export const PAYMENT_METHODS = ['Venmo', 'PayPal', 'CashApp', 'Other'] as const;

/** Spec §5: every field required ('All fields are required to join.'), email must look like one. */
export const JoinLeagueRequestSchema = z.object({
  userName: requiredText(MESSAGES.allFieldsRequiredToJoin, 40),
  survivorName: requiredText(MESSAGES.allFieldsRequiredToJoin, 40),
  realName: requiredText(MESSAGES.allFieldsRequiredToJoin, 80),
  email: requiredText(MESSAGES.allFieldsRequiredToJoin, 254).pipe(z.email(MESSAGES.invalidEmail)),
  paymentMethod: z.enum(PAYMENT_METHODS, MESSAGES.allFieldsRequiredToJoin),
});
export type JoinLeagueRequest = z.input<typeof JoinLeagueRequestSchema>;

export const JoinLeagueResponseSchema = z.object({
  message: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  userName: z.string(),
  entryToken: z.string(),
});
export type JoinLeagueResponse = z.infer<typeof JoinLeagueResponseSchema>;

export const UserByEmailSchema = z.object({
  userName: z.string(),
  survivorName: z.string(),
  realName: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
});
export type UserByEmail = z.infer<typeof UserByEmailSchema>;
export const UsersByEmailResponseSchema = z.object({ users: z.array(UserByEmailSchema) });
export type UsersByEmailResponse = z.infer<typeof UsersByEmailResponseSchema>;
export const UserEmailsResponseSchema = z.object({ emails: z.array(z.string()) });
export type UserEmailsResponse = z.infer<typeof UserEmailsResponseSchema>;

/** POST /api/leagues/{id}/continue (admin): the league carries on into another season; answers its LeagueDetails. */
export const ContinueLeagueRequestSchema = z.object({ season: SeasonSchema }).strict();
export type ContinueLeagueRequest = z.input<typeof ContinueLeagueRequestSchema>;

/** How long a "rejoin" link mailed when a league moves on to a new season works (once). */
export const REJOIN_LINK_DAYS = 14;

export const CONTINUE_LEAGUE_MESSAGES = {
  alreadyPlayed: (season: number) => `This league already played season ${season}.`,
  continued: (name: string, season: number) =>
    `${name} now plays season ${season}. Its past members were emailed a link to rejoin.`,
  failed: 'Failed to continue the league',
  button: (season: number) => `Continue in season ${season}`,
  noNextSeason: 'Open the next season under Admin → Seasons first.',
} as const;
