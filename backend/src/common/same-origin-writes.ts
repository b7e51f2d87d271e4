import { ADMIN_SESSION_COOKIE, CROSS_SITE_WRITE_MESSAGE, PERSON_SESSION_COOKIE } from '@tribal/contracts';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `https://pool.example:8443/path` → `https://pool.example:8443`; anything unparsable → null. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The host name a request was addressed to, without the port: a proxy may pass on `$host`, which has none (nginx),
 * and a browser's cookies are not kept apart by port either.
 */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Refuses (403) a write that a session COOKIE (the admin's, or a person's: issue 29) would authenticate when it comes
 * from another site's page:
 * a browser attaches the cookie to a form another site posts to us (SameSite=Strict stops that in current
 * browsers, not in every one, and not on a sibling subdomain). The app's own pages are its PUBLIC_URL's origin, the
 * host the request was addressed to (its Host: the same app reached as localhost or by another name), and
 * CORS_ORIGINS. The browser says where a write comes from in `Origin`; where it leaves that out, `Referer` is used
 * (Referrer-Policy permitting). A request with neither comes from no web page (curl, a script): a page cannot hide
 * both, and a script holding the cookie holds the session anyway. Bearer-token callers carry no ambient credential
 * and are never refused here; members' writes carry their entry token in a header, never a cookie (a person's
 * draft, swap and pick may ride on their cookie, so those are held to the same rule).
 */
export function refuseCrossSiteCookieWrites(publicUrl: string, corsOrigins: readonly string[]) {
  const allowed = new Set([originOf(publicUrl), ...corsOrigins.map(originOf)].filter((o): o is string => o !== null));
  const comesFromOwnPage = (request: Request): boolean => {
    if (SAFE_METHODS.has(request.method)) return true;
    if (request.header('authorization')?.startsWith('Bearer ')) return true;
    const cookies = (request as Request & { cookies?: Record<string, string> }).cookies;
    if (!cookies?.[ADMIN_SESSION_COOKIE] && !cookies?.[PERSON_SESSION_COOKIE]) return true;
    const stated = request.header('origin') ?? request.header('referer');
    if (stated === undefined) return true;
    const origin = originOf(stated);
    if (origin === null) return false;
    return allowed.has(origin) || new URL(origin).hostname === hostnameOf(request.header('host'));
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    if (comesFromOwnPage(request)) next();
    else response.status(403).json({ message: CROSS_SITE_WRITE_MESSAGE });
  };
}
