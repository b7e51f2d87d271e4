import { PERSON_SESSION_COOKIE, PERSON_SESSION_IDLE_DAYS } from '@tribal/contracts';
import { Response } from 'express';

/**
 * The web app keeps a person's session in an HttpOnly cookie, out of reach of the page's scripts. SameSite=Lax: it
 * goes with a link followed from a mail or another site (the person arrives signed in) but not with another site's
 * POST, so no other site can act as them. Secure whenever the app is served over https (`secureCookies`).
 */
export function setPersonSessionCookie(response: Response, token: string, secure: boolean): void {
  response.cookie(PERSON_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // The cookie outlives the session's own sliding end by nothing more than the browser's patience: the server
    // decides whether it still opens anything.
    maxAge: PERSON_SESSION_IDLE_DAYS * 86_400_000,
    path: '/',
  });
}

export function clearPersonSessionCookie(response: Response): void {
  response.clearCookie(PERSON_SESSION_COOKIE, { path: '/' });
}
