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
import { DataSource } from 'typeorm';
import { adminTokenOf } from '../../admin/auth/admin.guard';
import { AdminAuthService } from '../../admin/auth/admin-auth.service';
import { LeagueManagerRole } from '../../game/league-manager-role';
import { leagueManagerAccess, ManagerCaller } from '../domain/league-manager-access';
import { CommissionerAuthService } from './commissioner-auth.service';

export const LEAGUE_MANAGER = 'tribal-pool:league-manager';
const ROLE = Symbol('league-manager-role');

type ManagedRequest = Request & { [ROLE]?: LeagueManagerRole };

/**
 * The one guard of every route that changes one league: it reads the league id from the route (`:leagueId`) and
 * lets through the site admin, or that league's commissioner (`Authorization: Bearer <commissioner token>`).
 * Anyone else gets 401 (no valid session) or 403 (a commissioner of another league) before anything runs.
 */
@Injectable()
export class LeagueManagerGuard implements CanActivate {
  constructor(
    private readonly admin: AdminAuthService,
    private readonly commissioners: CommissionerAuthService,
    private readonly db: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ManagedRequest>();
    const caller = await this.callerOf(adminTokenOf(request));
    const leagueId = String(request.params.leagueId ?? '');
    const league =
      caller.kind === 'commissioner'
        ? ((
            await this.db.query<Array<{ commissioner_email: string | null }>>(
              'SELECT commissioner_email FROM leagues WHERE id = $1 AND active',
              [leagueId],
            )
          ).map((row) => ({ commissionerEmail: row.commissioner_email }))[0] ?? null)
        : null;
    request[ROLE] = leagueManagerAccess(caller, league);
    return true;
  }

  private async callerOf(token: string | undefined): Promise<ManagerCaller> {
    if (!token) return { kind: 'nobody' };
    if (await this.admin.isValidSession(token)) return { kind: 'admin' };
    const email = await this.commissioners.emailOf(token);
    return email ? { kind: 'commissioner', email } : { kind: 'nobody' };
  }
}

/** Marks a route that acts on one league (`:leagueId`): the site admin, or that league's commissioner. */
export const LeagueManager = () => applyDecorators(SetMetadata(LEAGUE_MANAGER, true), UseGuards(LeagueManagerGuard));

/** Which of the two the guard let through: recorded as the events' actor and shown on the league's record. */
export const ManagerRole = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): LeagueManagerRole =>
    ctx.switchToHttp().getRequest<ManagedRequest>()[ROLE] ?? 'admin',
);
