import { z } from 'zod';
import { CommissionerSettingsSchema } from './commissioner';
import { nameText, requiredText } from './common';
import { MESSAGES } from './messages';
import { SeasonSchema } from './seasons';

const TribeSchema = z.object({
  name: nameText('Each tribe needs a name.', 60),
  color: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((c) => (c ? c : 'white')),
});
export type Tribe = z.infer<typeof TribeSchema>;

/**
 * A new join code's least length (issue 33, review N5): a code keeps strangers and scripts out, and a guesser is
 * limited per address and per league, so six characters are plenty; shorter codes set before still admit joins.
 */
export const JOIN_CODE_MIN_LENGTH = 6;
const JOIN_CODE_TOO_SHORT = `The join code must be at least ${JOIN_CODE_MIN_LENGTH} characters.`;

export const CreateLeagueRequestSchema = z.object({
  leagueName: nameText('League name is required.', 80),
  password: requiredText('League password is required.', 200).pipe(
    z.string().min(JOIN_CODE_MIN_LENGTH, JOIN_CODE_TOO_SHORT),
  ),
  commissionerName: nameText('Commissioner name is required.', 60),
  tribes: z.array(TribeSchema).max(12).default([]),
  /** absent: the default season (the one airing, else the next, else the latest; contracts' defaultSeason) */
  season: SeasonSchema.optional(),
});
export type CreateLeagueRequest = z.input<typeof CreateLeagueRequestSchema>;

/** PUT /api/leagues/{id}/join-code (admin): a new join code, or null (or empty) to open the league to anyone. */
export const SetJoinCodeRequestSchema = z.object({
  joinCode: z
    .string({ message: 'joinCode must be text or null' })
    .trim()
    .max(200, 'The join code must be at most 200 characters.')
    .nullable()
    .transform((code) => code || null)
    .refine((code) => code === null || code.length >= JOIN_CODE_MIN_LENGTH, JOIN_CODE_TOO_SHORT),
});
export type SetJoinCodeRequest = z.input<typeof SetJoinCodeRequestSchema>;

export const CreateLeagueResponseSchema = z.object({ id: z.string(), name: z.string(), season: z.number() });
export type CreateLeagueResponse = z.infer<typeof CreateLeagueResponseSchema>;

/**
 * The league password is the league's join code: joining a league that has one requires it (sent as `password`).
 * Lists say whether a league needs one, never the code; the admin's listing adds the code itself for the invite
 * link (`/join?league={id}&code=…`).
 */
export const JOIN_CODE_MESSAGES = {
  joinCodeSet: 'Join code saved. Share the invite link below with your league.',
  joinCodeCleared: 'Join code removed: anyone can now join this league.',
  failedToSetJoinCode: 'Failed to save the join code.',
  tooManyJoins: 'Too many join attempts. Please wait a while and try again.',
  joinCodeTooShort: JOIN_CODE_TOO_SHORT,
  tooManyWrongCodesForLeague:
    'Too many wrong join codes were tried for this league, so it takes no codes for 15 minutes. Please try again then.',
} as const;

/** Where friends join in one tap: the join page with the league chosen and its code filled in. */
export function inviteLinkPath(leagueId: string, joinCode: string | null): string {
  const league = `league=${encodeURIComponent(leagueId)}`;
  return joinCode ? `/join?${league}&code=${encodeURIComponent(joinCode)}` : `/join?${league}`;
}

export const LeagueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** whether joining needs the league's join code (the code itself is never listed) */
  joinCodeRequired: z.boolean(),
});
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

/** A member as league listings show them; the email only to a signed-in admin (members' addresses are private). */
const LeagueMemberSchema = z.object({ userName: z.string(), email: z.string().optional() });

export const LeagueDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  commissioner: z.string(),
  /** the commissioner's own entry (who cannot be removed), when they play under another name */
  commissionerUserName: z.string().nullable().optional(),
  season: z.number(),
  draftDeadline: z.string().nullable(),
  /** episode number -> ISO date-time (UTC) */
  weeklyEliminationCutoffs: z.record(z.string(), z.string()),
  members: z.array(LeagueMemberSchema),
  tribes: z.array(z.object({ name: z.string(), color: z.string() })),
  /** payment handles, entry fee and payout split (the spec's defaults until the admin sets them) */
  commissionerSettings: CommissionerSettingsSchema,
  /** whether joining needs the league's join code */
  joinCodeRequired: z.boolean(),
  /**
   * Admin only: the join code, for the invite link. null when the league is open, or when its code was set before
   * codes were kept readable (only its hash is known: setting it again gives the link).
   */
  joinCode: z.string().nullable().optional(),
});
export type LeagueDetails = z.infer<typeof LeagueDetailsSchema>;

/**
 * The one key a member name is known by in its league: "a name is taken whatever its letter case". Computed here
 * only, and compared as stored (league_members.name_key, the member stream id), never re-derived by a database
 * lower() that folds some letters differently (PostgreSQL lower-cases "İ" to "i", JavaScript to "i" + U+0307).
 * NFC first, so a name typed decomposed (e + U+0301) is the same name as the composed one.
 */
export const memberNameKey = (userName: string): string => userName.normalize('NFC').toLowerCase();

export const PAYMENT_METHODS = ['Venmo', 'PayPal', 'CashApp', 'Other'] as const;

/** Spec §5: every field required ('All fields are required to join.'), email must look like one. */
export const JoinLeagueRequestSchema = z.object({
  userName: nameText(MESSAGES.allFieldsRequiredToJoin, 40),
  survivorName: nameText(MESSAGES.allFieldsRequiredToJoin, 40),
  realName: nameText(MESSAGES.allFieldsRequiredToJoin, 80),
  email: requiredText(MESSAGES.allFieldsRequiredToJoin, 254).pipe(z.email(MESSAGES.invalidEmail)),
  paymentMethod: z.enum(PAYMENT_METHODS, MESSAGES.allFieldsRequiredToJoin),
  /** the league's join code, when it has one (spec: the league password; wrong or missing: 403 'Incorrect password') */
  password: z.string().trim().max(200, MESSAGES.incorrectPassword).optional(),
});
export type JoinLeagueRequest = z.input<typeof JoinLeagueRequestSchema>;

export const JoinLeagueResponseSchema = z.object({
  message: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  userName: z.string(),
  /** also in a repeat's answer (same Idempotency-Key), kept sealed under the key: the first may have been lost */
  entryToken: z.string(),
});
export type JoinLeagueResponse = z.infer<typeof JoinLeagueResponseSchema>;

const UserByEmailSchema = z.object({
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
