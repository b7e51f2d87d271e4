import { createHash } from 'node:crypto';
import { NewEvent, streamOf } from '../../event-store/stored-event';

/** How the owner showed they read the address: every emailed link opened proves it. */
export type EmailConfirmedVia =
  | 'confirmation-link'
  | 'entry-link'
  | 'activation-link'
  | 'commissioner-link'
  | 'person-link';

/**
 * The owner of this address opened a link mailed to it (issue 33, N1). It belongs to the address, not to one entry:
 * every entry joined with it, in every league and season, may now get league mail.
 */
export type EmailConfirmed = NewEvent<'EmailConfirmed', { email: string; via: EmailConfirmedVia; confirmedAt: string }>;
/** Whoever holds this address stopped one league's mail to it (the one-click link in that league's mail). */
export type LeagueMailUnsubscribed = NewEvent<
  'LeagueMailUnsubscribed',
  { email: string; leagueId: string; unsubscribedAt: string }
>;
export type MemberEmailEvent = EmailConfirmed | LeagueMailUnsubscribed;

/** An address as the app compares it: what a member typed, trimmed and lower-cased. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** One stream per address (named by a digest: stream ids show in logs). */
export const memberEmailStreamId = (email: string) =>
  streamOf<MemberEmailEvent>(
    `member-email-${createHash('sha256').update(normalisedEmail(email)).digest('hex').slice(0, 32)}`,
  );
