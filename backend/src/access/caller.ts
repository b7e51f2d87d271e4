import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE, PERSON_SESSION_COOKIE } from '@tribal/contracts';
import { Request } from 'express';

/** A member's entry, as the entry token found it: the token names the entry, no user name needed. */
export interface MemberEntry {
  entryId: string;
  leagueId: string;
  userName: string;
}

/**
 * Who is asking, resolved once per request from its credentials (`CallerResolver`), and the only thing the policy
 * (`policies.ts`) looks at:
 * - `admin`: a valid admin session (the httpOnly cookie or `Authorization: Bearer`);
 * - `commissioner`: a valid commissioner session (`Authorization: Bearer`), with the active leagues its email runs,
 *   read on every request so a league handed over stops answering the old commissioner at once;
 * - `member`: the `X-Entry-Token` of one entry of the route's league (only on routes that read it);
 * - `person`: a valid person session (issue 29: the HttpOnly cookie or `Authorization: Bearer`), with every entry
 *   the person owns and the active leagues their email runs, read on every request (an entry joined on another
 *   device counts at once);
 * - `anonymous`: none of these. `endedSession` says a session token came that opens no session (signed out or
 *   expired), so an answer can say "sign in again" rather than treat the caller as a stranger.
 */
export type Caller =
  | { kind: 'admin'; key: string }
  | { kind: 'commissioner'; key: string; email: string; leagueIds: readonly string[]; sessionId: string }
  | { kind: 'member'; key: string; entry: MemberEntry }
  | {
      kind: 'person';
      key: string;
      email: string;
      sessionId: string;
      entries: readonly MemberEntry[];
      leagueIds: readonly string[];
    }
  | { kind: 'anonymous'; endedSession: boolean };

/**
 * The session token a request carries: `Authorization: Bearer` (an admin's or a commissioner's), else the admin's
 * session cookie. Which of the two it is, the resolver decides; nothing else reads it.
 */
export function sessionTokenOf(request: Request): string | undefined {
  const header = request.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const cookies = (request as Request & { cookies?: Record<string, string> }).cookies;
  return cookies?.[ADMIN_SESSION_COOKIE];
}

/** The handshake of a socket.io connection, as the caller's credentials read it. */
export type SocketHandshake = {
  auth?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
};

/** A cookie sent with a socket.io connection's upgrade request (the request's own cookie parser never sees it). */
function handshakeCookie(handshake: SocketHandshake, cookie: string): string | undefined {
  const header = handshake.headers.cookie;
  for (const pair of (Array.isArray(header) ? header.join('; ') : (header ?? '')).split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === cookie && value.length) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session token of a socket.io handshake: `auth: { token }`, else the admin's session cookie sent with the upgrade. */
export function sessionTokenOfHandshake(handshake: SocketHandshake): string | undefined {
  const token = handshake.auth?.token;
  if (typeof token === 'string' && token) return token;
  return handshakeCookie(handshake, ADMIN_SESSION_COOKIE);
}

/** A person's session token on a socket.io connection: the web app's person cookie sent with the upgrade. */
export function personTokenOfHandshake(handshake: SocketHandshake): string | undefined {
  return handshakeCookie(handshake, PERSON_SESSION_COOKIE);
}

/** A person's session token: `Authorization: Bearer` (API clients), else the web app's person cookie. */
export function personTokenOf(request: Request): string | undefined {
  const header = request.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const cookies = (request as Request & { cookies?: Record<string, string> }).cookies;
  return cookies?.[PERSON_SESSION_COOKIE];
}

const resolved = new WeakMap<Request, Caller>();

/** Keeps the caller the resolver found for the rest of the request. */
export function rememberCaller(request: Request, caller: Caller): void {
  resolved.set(request, caller);
}

/** The caller a guard of this request resolved; undefined when none did. */
export function resolvedCallerOf(request: Request): Caller | undefined {
  return resolved.get(request);
}

/**
 * The caller the route's guard resolved (`@AdminOnly()`, `@LeagueManager()`, `@CommissionerSession()` or
 * `@ReadsCaller()`). A handler that asks for it without one of those has a bug: it fails loudly rather than
 * quietly treating everyone as anonymous.
 */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = resolvedCallerOf(ctx.switchToHttp().getRequest<Request>());
  if (!caller) throw new Error('@Caller() needs a guard that resolves the caller (e.g. @ReadsCaller()).');
  return caller;
});
