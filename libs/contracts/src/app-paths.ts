/**
 * The web app's pages that the server names: in the links it mails, and in the `newLinkAt` of a gone link's
 * answer. Declared once here, beside nothing else, so a page moved in the frontend's router is moved here too and
 * every mail follows. (The backend builds each absolute link with `appLink`, `backend/src/mail/app-link.ts`.)
 */

/** Where a commissioner asks for a sign-in link; where a gone commissioner link sends its reader for a new one. */
export const COMMISSIONER_SIGN_IN_PATH = '/commissioner/sign-in';
/** A commissioner's mailed sign-in link (`?code=`). */
export const COMMISSIONER_CLAIM_PATH = '/commissioner/claim';
/** A self-started league's mailed activation link (`?code=`). */
export const LEAGUE_ACTIVATE_PATH = '/league/activate';
/** A member's mailed sign-in or rejoin link (`?code=`). */
export const ENTRY_CLAIM_PATH = '/claim';
/** The mailed email-confirmation link (`?code=`). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';
/** The page with the "stop these emails" button (`?token=`). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The admin's mailed password-reset link (`?token=`). */
export const ADMIN_RESET_PASSWORD_PATH = '/admin/reset-password';
/** Where a member drafts their team. */
export const DRAFT_PATH = '/draft';

/** A league's standings page. */
export const leaguePath = (leagueId: string) => `/league/${encodeURIComponent(leagueId)}`;
/** A league's record of every change. */
export const leagueRecordPath = (leagueId: string) => `${leaguePath(leagueId)}/record`;
/** A league's weekly elimination pick page. */
export const eliminationPickPath = (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}/elimination-pick`;
