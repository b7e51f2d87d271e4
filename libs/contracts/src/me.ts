import { z } from 'zod';
import { chatTimeZoneParam } from './chat';
import { requiredText } from './common';
import { CommissionerSessionSchema } from './league-management';
import { MESSAGES } from './messages';

/**
 * A person (issue 29): a verified email, signed in once per device, who owns every entry joined with that email
 * (and any entry attached to them) and every league that email runs. Their session travels as an HttpOnly cookie
 * for the web app, or `Authorization: Bearer` for API clients.
 */

/** The web app's person session cookie (HttpOnly, SameSite=Lax; Secure with an https PUBLIC_URL). */
export const PERSON_SESSION_COOKIE = 'tp_person';
/** A person's session ends after this many days without use; each use starts the count again. */
export const PERSON_SESSION_IDLE_DAYS = 90;
/** A person's emailed sign-in link works once, for this long. */
export const PERSON_LINK_MINUTES = 15;

/** The page that lists a person's leagues; where the top bar's "My League" goes. */
export const ME_PATH = '/me';
/** The mailed sign-in link (`?code=`), and where a gone link's reader asks for a new one (without a code). */
export const ME_SIGN_IN_PATH = '/me/sign-in';

export const ME_MESSAGES = {
  linkSent: 'If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.',
  tooManyLinkRequests: 'Too many sign-in links were asked for. Please wait a few minutes and try again.',
  emailRequired: 'Enter your email address.',
  missingCode: 'The sign-in code is missing.',
  wrongCode: 'That sign-in link is not valid. Check that you opened the whole link from the email.',
  linkGone: 'That sign-in link has expired or was already used. Ask for a new one.',
  signInRequired: 'Sign in to see your leagues.',
  signedOut: 'Signed out on this device.',
  sessionEnded: 'That device is signed out.',
  sessionNotFound: 'That device is not signed in as you.',
  invalidSessionId: 'sessionId must be the id of one of your sessions.',
  notYourEntry: 'That entry is not yours.',
  entriesAttached: 'Your entries on this device are now in My leagues.',
  entryNotAttached:
    'A saved entry could not be added: its token does not open an entry of that league. Nothing was added.',
} as const;

const personEmail = requiredText(ME_MESSAGES.emailRequired, 254).pipe(z.email(MESSAGES.invalidEmail));

/** POST /api/me/sign-in-link: answers 202 with the same message whether or not the email is known. */
export const SignInLinkRequestSchema = z.object({ email: personEmail });
export type SignInLinkRequest = z.input<typeof SignInLinkRequestSchema>;

/** POST /api/me/sign-in: the mailed code, once. */
export const SignInRequestSchema = z.object({ code: requiredText(ME_MESSAGES.missingCode, 200) });
export type SignInRequest = z.input<typeof SignInRequestSchema>;

/** The answer of a sign-in (link or passkey): the session token (also set as the cookie) and who it is. */
export const SignInResponseSchema = z.object({ token: z.string(), email: z.string() });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** What is due next for an entry: the draft, this week's elimination pick, or the one swap's deadline. */
export const EntryDueSchema = z.object({
  what: z.enum(['draft', 'pick', 'swap']),
  /** ISO time it closes */
  at: z.string(),
});
export type EntryDue = z.infer<typeof EntryDueSchema>;

export const MyEntrySchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  season: z.number().int(),
  userName: z.string(),
  /** null before the standings have counted the entry */
  rank: z.number().int().nullable(),
  total: z.number(),
  next: EntryDueSchema.optional(),
  /**
   * league chat messages newer than the last one this person has seen there (issue 31); with `tz`, only those the
   * chat already shows a viewer in that zone
   */
  unreadChat: z.number().int().min(0).optional(),
});
export type MyEntry = z.infer<typeof MyEntrySchema>;

export const LeagueRunSchema = z.object({ leagueId: z.string(), leagueName: z.string(), season: z.number().int() });
export type LeagueRun = z.infer<typeof LeagueRunSchema>;

/**
 * Query of GET /api/me and of POST /api/me/entries (which answers My leagues too): `tz`, the caller's spoiler-shield
 * zone (absent: the shield is off). With it, each entry's `unreadChat` counts only the messages the league's chat
 * already shows a viewer there (issue 31).
 */
export const MeQuerySchema = z.object({ tz: chatTimeZoneParam.optional() });

/** GET /api/me */
export const MeSchema = z.object({
  email: z.string(),
  entries: z.array(MyEntrySchema),
  leaguesRun: z.array(LeagueRunSchema),
});
export type Me = z.infer<typeof MeSchema>;

/** GET /api/me/sessions: one signed-in device (never its token), as a commissioner's devices are listed. */
export const PersonSessionSchema = CommissionerSessionSchema;
export type PersonSession = z.infer<typeof PersonSessionSchema>;

/**
 * POST /api/me/entries: a browser's entries held by their tokens (the seed's saved user) become the signed-in
 * person's. Each token must open an entry of its league; answers the person's updated `Me`, shielded as GET /api/me
 * is for the `tz` it is sent with (`MeQuerySchema`).
 */
export const AttachEntriesRequestSchema = z.object({
  entries: z
    .array(
      z.object({
        leagueId: requiredText('leagueId is required.', 200),
        entryToken: requiredText('entryToken is required.', 200),
      }),
    )
    .min(1, 'Send at least one entry.')
    .max(20, 'Send at most 20 entries.'),
});
export type AttachEntriesRequest = z.input<typeof AttachEntriesRequestSchema>;
