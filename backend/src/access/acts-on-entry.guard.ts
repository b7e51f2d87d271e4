import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ENTRY_TOKEN_HEADER } from '@tribal/contracts';
import { Request } from 'express';
import { TAKES_ENTRY_TOKEN } from '../common/request-context';
import { personTokenOf, resolvedCallerOf } from './caller';
import { CallerResolver } from './caller-resolver';
import { EntryCredential } from './entry-access';
import { RefusesRemovedMembers } from './refuses-removed-members.interceptor';

/**
 * Resolves the person of a change to an entry that came without an entry token but with a person session (cookie
 * or Bearer). A request with an `X-Entry-Token` resolves nothing here (the command checks the token, as ever): the
 * pick rush before a cutoff pays no query more.
 */
@Injectable()
export class ActsOnEntryGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.header(ENTRY_TOKEN_HEADER) === undefined && personTokenOf(request) !== undefined)
      await this.callers.resolve(request, 'entry');
    return true;
  }
}

/**
 * Marks a change to a member's entry (draft, swap, pick): its entry token, or the session of the person who owns it.
 * A removed member's old token is answered 403 as on every route (`RefusesRemovedMembers`).
 */
export const ActsOnEntry = () => applyDecorators(UseGuards(ActsOnEntryGuard), RefusesRemovedMembers());

/**
 * The request's entry credential (see `EntryCredential`): its `X-Entry-Token`, else the person `@ActsOnEntry()`
 * resolved. The API description lists a member as the route's caller.
 */
export const EntryCredentials = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): EntryCredential => {
    const request = ctx.switchToHttp().getRequest<Request>();
    const token = request.header(ENTRY_TOKEN_HEADER);
    if (token !== undefined) return { entryToken: token && token.length <= 200 ? token : undefined };
    const caller = resolvedCallerOf(request);
    return caller?.kind === 'person' ? { person: caller } : {};
  },
  [(target, key) => key !== undefined && Reflect.defineMetadata(TAKES_ENTRY_TOKEN, true, target, key)],
);
