import { z } from 'zod';
import { nameText, requiredText } from './common';
import { LEAGUE_MANAGER_MESSAGES } from './league-management';
import { JOIN_CODE_MESSAGES, JOIN_CODE_MIN_LENGTH, PAYMENT_METHODS } from './leagues';
import { MESSAGES } from './messages';
import { SeasonSchema } from './seasons';

/*
 * What a browser sends to create, start or join a league, to set its join code and to ask for a commissioner's
 * sign-in link: the forms' validation, apart from the leagues' texts and rules (leagues.ts, league-management.ts).
 * Only the screens with those forms, and the server, build these schemas; in a module of their own they load with
 * those screens, not with every page (issue 30).
 */

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

export const CreateLeagueRequestSchema = z.object({
  leagueName: nameText('League name is required.', 80),
  password: requiredText('League password is required.', 200).pipe(
    z.string().min(JOIN_CODE_MIN_LENGTH, JOIN_CODE_MESSAGES.joinCodeTooShort),
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
    .refine((code) => code === null || code.length >= JOIN_CODE_MIN_LENGTH, JOIN_CODE_MESSAGES.joinCodeTooShort),
});
export type SetJoinCodeRequest = z.input<typeof SetJoinCodeRequestSchema>;

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

const commissionerEmail = requiredText(LEAGUE_MANAGER_MESSAGES.commissionerEmailRequired, 254).pipe(
  z.email(MESSAGES.invalidEmail),
);

/**
 * POST /api/leagues without the admin's token: today's body, the commissioner's email and the commissioner's own
 * entry (their email is the commissioner email). Answers 202 `{ message }`; the league waits for activation.
 */
export const StartLeagueRequestSchema = CreateLeagueRequestSchema.extend({
  commissionerEmail,
  userName: JoinLeagueRequestSchema.shape.userName,
  survivorName: JoinLeagueRequestSchema.shape.survivorName,
  realName: JoinLeagueRequestSchema.shape.realName,
  paymentMethod: JoinLeagueRequestSchema.shape.paymentMethod,
});
export type StartLeagueRequest = z.input<typeof StartLeagueRequestSchema>;

export const CommissionerEmailLinkRequestSchema = z.object({ email: commissionerEmail });
