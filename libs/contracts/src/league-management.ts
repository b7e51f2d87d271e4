import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { requiredText } from './common';
import { CreateLeagueRequestSchema, JoinLeagueRequestSchema } from './leagues';
import { MESSAGES } from './messages';

/** Texts of self-serve leagues, commissioner sign-in and the league's record (issue 20). */
export const LEAGUE_MANAGER_MESSAGES = {
  commissionerEmailRequired: 'Commissioner email is required.',
  leagueStarted: (leagueName: string) =>
    `Almost there: we have emailed a link to activate ${leagueName}. Open it within 48 hours; until then the league is not listed and nobody can join it.`,
  tooManyLeagues: 'Too many leagues started from here. Please wait a while and try again.',
  missingCode: 'This page needs the link from your email.',
  activationGone:
    'This activation link was already used or has expired. If you activated the league, ask for a commissioner sign-in link at /commissioner/sign-in; a league not activated within 48 hours must be started again at /create.',
  claimGone:
    'This commissioner sign-in link was already used or has expired. Ask for a new one at /commissioner/sign-in.',
  linkSent:
    'If that address runs a league, we have emailed it a commissioner sign-in link. It works once, within 24 hours.',
  tooManyLinkRequests: 'Too many sign-in link requests. Please wait a while and try again.',
  tooManyClaims: 'Too many sign-in attempts from this address. Please wait a minute and try again.',
  signInRequired: "Sign in as the site admin or as this league's commissioner.",
  notYourLeague: "You are not this league's commissioner: you can manage only your own leagues.",
  notAMember: (userName: string) => `${userName} is not a member of this league.`,
  alreadyCommissioner: (userName: string) => `${userName} is already the commissioner.`,
  handedOver: (userName: string) => `${userName} is now the commissioner of this league.`,
  confirmNameToDelete: "Type the league's name exactly to delete it.",
  /** N2: a league cutoff alone never opens a correction (the commissioner could set one and see every pick) */
  pickStillSealed:
    "A commissioner can correct a pick only once the episode has aired (by the season's schedule) or its vote-out is recorded.",
  /** N3: commissioners play too; their own entry is corrected only by the site admin */
  ownEntry: 'You cannot correct your own entry as its commissioner: only the site admin can.',
  /** N2: a cutoff in the past would close the window (and, before issue 33, unseal the picks) at once */
  cutoffInPast: (episode: string | number) =>
    `The cutoff of episode ${episode} must be in the future: only the site admin can set one in the past.`,
  cutoffPassed: (episode: string | number) =>
    `The cutoff of episode ${episode} has passed: only the site admin can move or remove it.`,
  episodeAired: (episode: string | number) =>
    `Episode ${episode} has already aired: only the site admin can set its cutoff.`,
  draftDeadlineInPast: 'The draft deadline must be in the future: only the site admin can set one in the past.',
  draftDeadlinePassed: 'The draft deadline has passed: only the site admin can move or remove it.',
  /** the manage pages, to a commissioner (issue 33) */
  commissionerPicksHelp:
    'You can correct a pick once its episode has aired or its vote-out is recorded, never your own; the member is emailed.',
  commissionerDraftHelp:
    'Your edit counts from the next episode not yet scored, like a swap, and the member is emailed. Your own team only the site admin can edit.',
  ownEntryOption: (userName: string) => `${userName} (you: only the site admin can edit)`,
  cutoffLocked: 'Closed: only the site admin can change it.',
  tooManyLeagueEmails: 'This league has sent too many emails today. Please try again tomorrow.',
  tooManyCommissionerEmails: 'Your leagues have sent too many emails today. Please try again tomorrow.',
  unknownLeagueEmail: 'This league sent no such email.',
  leagueFull: (maxMembers: number) =>
    `This league is full: it has reached its limit of ${maxMembers} members. Ask the commissioner, or join another league.`,
  failedToLoadRecord: "Could not load the league's record.",
  noRecordYet: 'Nothing changed by the commissioner or the site admin yet.',
  signedOut: 'Signed out. This device no longer manages your leagues.',
  sessionNotFound: 'No such session of yours: it may have ended already.',
  sessionEnded: 'That device is signed out.',
  otherSessionsEnded: 'Every other device is signed out.',
  invalidSessionId: 'sessionId must be the id of one of your sessions.',
  failedToLoadSessions: 'Could not load your signed-in devices.',
  failedToSignOut: 'Could not sign out. Please try again.',
  failedToLoadLeagues: 'Could not load your leagues.',
  notSignedInHere: 'This device is not signed in as a commissioner. We email you a one-time sign-in link.',
  /** what an emailed link will do, shown before anything is sent: the link works once (review N9) */
  confirmActivation:
    'Activating makes your league live, joins your own entry, and signs this device in as its commissioner and as you, with all your leagues. The link works once.',
  confirmCommissionerSignIn:
    'This signs this device in as the commissioner of your leagues until it goes unused for 14 days or you sign it out. Use it only on your own device. The link works once.',
} as const;

/** An activation link works for this long; a league not activated by then is removed. */
export const LEAGUE_ACTIVATION_HOURS = 48;
/** A commissioner session ends after this many days without use; each use starts the count again. */
export const COMMISSIONER_SESSION_IDLE_DAYS = 14;
/** A commissioner sign-in link works once, for this long. */
export const COMMISSIONER_LINK_HOURS = 24;

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

export const CodeRequestSchema = z.object({ code: requiredText(LEAGUE_MANAGER_MESSAGES.missingCode, 200) });

/** POST /api/leagues/activate: the league is live, its commissioner signed in, their entry joined. */
export const ActivateLeagueResponseSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  commissionerToken: z.string(),
  entryToken: z.string(),
  /** the commissioner's entry, so the browser can save it as a joined user */
  userName: z.string(),
  survivorName: z.string(),
  realName: z.string(),
  email: z.string(),
  paymentMethod: z.string(),
});
export type ActivateLeagueResponse = z.infer<typeof ActivateLeagueResponseSchema>;

export const CommissionerEmailLinkRequestSchema = z.object({ email: commissionerEmail });

export const ManagedLeagueSchema = z.object({ id: z.string(), name: z.string() });
export type ManagedLeague = z.infer<typeof ManagedLeagueSchema>;

/** POST /api/commissioner/claim; GET /api/commissioner/leagues answers the same leagues. */
export const ClaimCommissionerResponseSchema = z.object({
  commissionerToken: z.string(),
  leagues: z.array(ManagedLeagueSchema),
});
export type ClaimCommissionerResponse = z.infer<typeof ClaimCommissionerResponseSchema>;

/** POST /api/leagues/{id}/commissioner: hand the league to another member. */
export const HandOverLeagueRequestSchema = z.object({
  userName: requiredText('userName is required', 40),
});

/** DELETE /api/leagues/{id}: a commissioner confirms by typing the league's name (the admin may too). */
export const DeleteLeagueRequestSchema = z.object({ leagueName: z.string().trim().max(200).optional() });

/** POST /api/leagues/{id}/email: the league's members, one mail per distinct address (admin or commissioner). */
export const EmailLeagueRequestSchema = z.object({
  subject: requiredText(ADMIN_MESSAGES.subjectRequired, 200),
  body: requiredText(ADMIN_MESSAGES.bodyRequired, 20_000),
});

/** One line of GET /api/leagues/{id}/record: who changed what, when; no emails, real names or sealed picks. */
export const LeagueRecordEntrySchema = z.object({
  at: z.string(),
  actor: z.enum(['commissioner', 'admin']),
  summary: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
});
export type LeagueRecordEntry = z.infer<typeof LeagueRecordEntrySchema>;

/**
 * GET /api/commissioner/sessions: the devices signed in as this commissioner's email. `id` names a session for
 * DELETE /api/commissioner/sessions/{id}; it is neither the token nor its digest.
 */
export const CommissionerSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** a short label of the browser it was opened in ("Safari on iPhone"), when known */
  device: z.string().nullable(),
  /** the session of the device asking */
  thisDevice: z.boolean(),
});
export type CommissionerSession = z.infer<typeof CommissionerSessionSchema>;
