import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Request } from 'express';
import { LeagueManagerRole } from '../game/league-manager-role';
import { resolvedCallerOf } from './caller';
import { CallerResolver } from './caller-resolver';
import { authorize, managerRoleOf } from './policies';

export const LEAGUE_MANAGER = 'tribal-pool:league-manager';

/**
 * The one guard of every route that changes one league: it reads the league id from the route (`:leagueId`) and
 * lets through the site admin, or that league's commissioner (`Authorization: Bearer <commissioner token>`).
 * Anyone else gets 401 (no valid session) or 403 (a commissioner of another league) before anything runs; the
 * policy (`access/policies.ts`, 'league:manage') decides.
 */
@Injectable()
export class LeagueManagerGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const caller = await this.callers.resolve(request, 'session');
    authorize(caller, 'league:manage', String(request.params.leagueId ?? ''));
    return true;
  }
}

/** Marks a route that acts on one league (`:leagueId`): the site admin, or that league's commissioner. */
export const LeagueManager = () => applyDecorators(SetMetadata(LEAGUE_MANAGER, true), UseGuards(LeagueManagerGuard));

/** Which of the two the guard let through: recorded as the events' actor and shown on the league's record. */
export const ManagerRole = createParamDecorator((_: unknown, ctx: ExecutionContext): LeagueManagerRole => {
  const caller = resolvedCallerOf(ctx.switchToHttp().getRequest<Request>());
  return caller ? managerRoleOf(caller) : 'admin';
});
