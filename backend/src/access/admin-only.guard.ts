import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Request } from 'express';
import { CallerResolver } from './caller-resolver';
import { authorize } from './policies';

export const ADMIN_ONLY = 'tribal-pool:admin-only';

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const caller = await this.callers.resolve(context.switchToHttp().getRequest<Request>(), 'session');
    authorize(caller, 'site:administer');
    return true;
  }
}

/** Marks a route as admin-only: the guard refuses a caller without a valid admin session (401). */
export const AdminOnly = () => applyDecorators(SetMetadata(ADMIN_ONLY, true), UseGuards(AdminGuard));
