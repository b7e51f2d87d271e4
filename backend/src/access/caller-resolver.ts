import { Injectable } from '@nestjs/common';
import { ENTRY_TOKEN_HEADER, MESSAGES } from '@tribal/contracts';
import { Request } from 'express';
import { DataSource } from 'typeorm';
import { DomainError, forbidden, notFound, unauthorized } from '../common/domain-error';
import { rememberCallerKey } from '../common/request-scope';
import { digestSecret } from '../common/secrets';
import { entriesHoldingDigest, leagueExists, removedEntryHeld } from './access.sql';
import {
  Caller,
  MemberEntry,
  personTokenOf,
  personTokenOfHandshake,
  rememberCaller,
  SocketHandshake,
  sessionTokenOf,
  sessionTokenOfHandshake,
} from './caller';
import { opensEntry } from './entry-access';

/**
 * Which credentials a route reads. `session`: the admin's, a commissioner's or a person's session token. `entry`:
 * the admin's session, else the `X-Entry-Token` of an entry of the route's `:leagueId`, else a person's session (a
 * commissioner session is not read: the picks show a commissioner who plays what their entry may see, not more).
 */
export type CallerCredentials = 'session' | 'entry';

/**
 * The sessions a caller may hold, as their own services read them (admin sessions in `admin/auth`, commissioner
 * sessions in `commissioners/auth`, which provides this): access depends on no capability, they depend on it.
 */
export abstract class SessionLookup {
  /** whether a token opens a valid admin session */
  abstract isAdminSession(token: string): Promise<boolean>;
  /** the valid commissioner session of a token (recording its use), or null */
  abstract commissionerSessionOf(token: string | undefined): Promise<{ id: string; email: string } | null>;
  /** the ids of the active leagues an email runs as commissioner */
  abstract leaguesRunBy(email: string): Promise<string[]>;
  /** the valid person session of a token (recording its use), or null */
  abstract personSessionOf(token: string | undefined): Promise<{ id: string; email: string } | null>;
  /** every entry a person's email owns */
  abstract entriesOwnedBy(email: string): Promise<MemberEntry[]>;
}

const resolving = new WeakMap<Request, Promise<Caller>>();

/**
 * Resolves a request's caller once (the guards of `access.guard.ts` call it; `@Caller()` reads the answer). Only
 * routes that declare they read a caller pay for it: a pick or a standings read resolves nothing.
 */
@Injectable()
export class CallerResolver {
  constructor(
    private readonly sessions: SessionLookup,
    private readonly db: DataSource,
  ) {}

  resolve(request: Request, credentials: CallerCredentials): Promise<Caller> {
    let caller = resolving.get(request);
    if (!caller) {
      caller = this.resolveOnce(request, credentials);
      resolving.set(request, caller);
    }
    return caller;
  }

  /**
   * The caller of a socket.io event: the admin, or anyone (the only socket events that need a session are the
   * admin's, and a commissioner's session is not read there).
   */
  async resolveHandshake(handshake: SocketHandshake): Promise<Caller> {
    const token = sessionTokenOfHandshake(handshake);
    return (await this.adminOf(token)) ?? { kind: 'anonymous', endedSession: token !== undefined };
  }

  /**
   * The caller of a socket.io event about one league (the chat of issue 31), as the chat's routes read theirs: the
   * admin's session, else the entry token the event carries (an entry of `leagueId`), else a commissioner's session
   * (`auth: { token }`), else a person's (the cookie sent with the connection, or `auth: { token }`). A token that
   * opens no entry of the league is refused as on a route (401; 403 for a removed member's; 404 for no league).
   */
  async resolveLeagueReader(handshake: SocketHandshake, leagueId: string, entryToken?: string): Promise<Caller> {
    const token = sessionTokenOfHandshake(handshake);
    const admin = await this.adminOf(token);
    if (admin) return admin;
    if (entryToken) return this.memberOfToken(entryToken, leagueId);
    return (await this.commissionerOf(token)) ?? this.personOfToken(personTokenOfHandshake(handshake) ?? token);
  }

  /**
   * What a route answers an entry token it refused (`refusal`: 401 as it opens no entry, 404 as the entry named is
   * gone): an entry token that opened an entry of the league when its member was removed is told they are no longer
   * a member (403), on every route, whether the caller was resolved here or the route's command checked the token
   * (`@RefusesRemovedMembers()`). Anything else keeps its refusal. Asked only once a token was refused: a pick that
   * goes through pays nothing for it.
   */
  async refusalOfToken(leagueId: string, entryToken: string, refusal: DomainError): Promise<DomainError> {
    if (entryToken.length > 200) return refusal;
    const removed = await removedEntryHeld(this.db.manager, leagueId, digestSecret(entryToken));
    return removed ? forbidden(MESSAGES.noLongerAMember) : refusal;
  }

  private async resolveOnce(request: Request, credentials: CallerCredentials): Promise<Caller> {
    const caller = await this.callerOf(request, credentials);
    rememberCaller(request, caller);
    if (caller.kind !== 'anonymous') rememberCallerKey(request, caller.key);
    return caller;
  }

  private async callerOf(request: Request, credentials: CallerCredentials): Promise<Caller> {
    const token = sessionTokenOf(request);
    const admin = await this.adminOf(token);
    if (admin) return admin;
    if (credentials === 'entry') return (await this.memberOf(request)) ?? this.personOfToken(personTokenOf(request));
    return (await this.commissionerOf(token)) ?? this.personOfToken(personTokenOf(request));
  }

  /** The admin of an admin session's token, or undefined when it opens none. */
  private async adminOf(token: string | undefined): Promise<Caller | undefined> {
    if (token && (await this.sessions.isAdminSession(token)))
      return { kind: 'admin', key: `admin:${digestSecret(token)}` };
    return undefined;
  }

  /** The commissioner of a commissioner session's token, or undefined when it opens none. */
  private async commissionerOf(token: string | undefined): Promise<Caller | undefined> {
    const session = await this.sessions.commissionerSessionOf(token);
    if (!session) return undefined;
    return {
      kind: 'commissioner',
      key: `commissioner:${digestSecret(token as string)}`,
      email: session.email,
      leagueIds: await this.sessions.leaguesRunBy(session.email),
      sessionId: session.id,
    };
  }

  /**
   * The person of a person session (cookie or Bearer), else anyone: `endedSession` when a token came that opens
   * nothing (signed out or expired), so the answer can say "sign in again".
   */
  private async personOfToken(token: string | undefined): Promise<Caller> {
    const session = await this.sessions.personSessionOf(token);
    if (!session) return { kind: 'anonymous', endedSession: token !== undefined };
    const [entries, leagueIds] = await Promise.all([
      this.sessions.entriesOwnedBy(session.email),
      this.sessions.leaguesRunBy(session.email),
    ]);
    return {
      kind: 'person',
      key: `person:${digestSecret(token as string)}`,
      email: session.email,
      sessionId: session.id,
      entries,
      leagueIds,
    };
  }

  /**
   * The member of the request's `X-Entry-Token`, or undefined without one. A token that opens no entry of the league
   * is refused (401; 403 for a removed member's; 404 for no league) rather than read as anyone.
   */
  private async memberOf(request: Request): Promise<Caller | undefined> {
    const token = request.header(ENTRY_TOKEN_HEADER);
    if (!token) return undefined;
    return this.memberOfToken(token, String(request.params.leagueId ?? ''));
  }

  private async memberOfToken(token: string, leagueId: string): Promise<Caller> {
    if (token.length > 200) throw unauthorized(MESSAGES.entryTokenMissing);
    const digest = digestSecret(token);
    const entry = (await entriesHoldingDigest(this.db.manager, leagueId, digest)).find((row) =>
      opensEntry(token, row.entry_token_hashes),
    );
    if (!entry) {
      if (!(await leagueExists(this.db.manager, leagueId))) throw notFound(MESSAGES.leagueNotFound);
      throw await this.refusalOfToken(leagueId, token, unauthorized(MESSAGES.entryTokenMissing));
    }
    return {
      kind: 'member',
      key: `entry:${digest}`,
      entry: { entryId: entry.entry_id, leagueId, userName: entry.user_name },
    };
  }
}
