import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ENTRY_TOKEN_HEADER, MESSAGES } from '@tribal/contracts';
import { Request } from 'express';
import { Caller } from '../access/caller';
import { CallerResolver } from '../access/caller-resolver';
import { authorize } from '../access/policies';
import { notFound } from '../common/domain-error';
import { TAKES_ENTRY_TOKEN } from '../common/request-context';
import { ChatLeague } from './chat.sql';
import { ChatterKey } from './domain/chat.events';

/**
 * The chat's callers come every way a league's people do: a member by the entry token of that league, a person by
 * their session (their entries, the leagues they run), a commissioner by theirs, the admin. With an
 * `X-Entry-Token` the caller is that entry's member; without one, whoever the session says.
 */
@Injectable()
export class ChatCallerGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // A removed member's old token is refused by the resolver (403), as on every route that takes one.
    await this.callers.resolve(request, request.header(ENTRY_TOKEN_HEADER) === undefined ? 'session' : 'entry');
    return true;
  }
}

/**
 * A chat route: the handler reads `@Caller()` and asks the policy. `members`: a route for the league's people (the
 * API description lists a member as its caller, with the person's session or the commissioner's as well).
 */
export const ChatRoute = (members = true) =>
  applyDecorators(UseGuards(ChatCallerGuard), (target: object, key: string | symbol) => {
    if (members) Reflect.defineMetadata(TAKES_ENTRY_TOKEN, true, target, key);
  });

/** Who speaks in a league's chat: a member under their entry's name, or the commissioner under the league's. */
export interface Chatter {
  key: ChatterKey;
  userName: string;
  /** the caller's entries in the league (their read marks) */
  entryIds: string[];
}

/** The chatter a caller is in this league (refused as the policy says when they are none). */
export function chatterOf(caller: Caller, league: ChatLeague): Chatter {
  authorize(caller, 'chat:post', league.id);
  const entries = caller.kind === 'member' ? [caller.entry] : caller.kind === 'person' ? caller.entries : ([] as const);
  const own = entries.filter((entry) => entry.leagueId === league.id);
  if (own.length > 0)
    return { key: `entry:${own[0].entryId}`, userName: own[0].userName, entryIds: own.map((e) => e.entryId) };
  return { key: 'commissioner', userName: league.commissionerName, entryIds: [] };
}

/** The league of a chat route, or 404. */
export function requireLeague(league: ChatLeague | undefined): ChatLeague {
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  return league;
}
