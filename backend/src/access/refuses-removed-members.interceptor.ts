import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ENTRY_TOKEN_HEADER } from '@tribal/contracts';
import { Request } from 'express';
import { catchError, defer, Observable } from 'rxjs';
import { DomainError } from '../common/domain-error';
import { CallerResolver } from './caller-resolver';

/**
 * A route whose command checks the entry token itself (a pick, a draft, a swap, a token's rotation: no caller is
 * resolved first, so the pick rush pays no query more) answers a removed member's old token as every route does:
 * once the command refused it (401, or 404 as the member's entry is gone), the caller resolver says whether it is a
 * removed member's (403, `CallerResolver.refusalOfToken`).
 */
@Injectable()
export class RemovedMemberRefusal implements NestInterceptor {
  constructor(private readonly callers: CallerResolver) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const entryToken = request.header(ENTRY_TOKEN_HEADER);
    if (!entryToken) return next.handle();
    const leagueId = String(request.params.leagueId ?? '');
    return next.handle().pipe(
      catchError((error: unknown) =>
        defer(async () => {
          const refusedToken = error instanceof DomainError && (error.status === 401 || error.status === 404);
          throw refusedToken ? await this.callers.refusalOfToken(leagueId, entryToken, error) : error;
        }),
      ),
    );
  }
}

/** Marks a route that takes an entry token its command checks: a removed member's is answered 403 (see above). */
export const RefusesRemovedMembers = () => UseInterceptors(RemovedMemberRefusal);
