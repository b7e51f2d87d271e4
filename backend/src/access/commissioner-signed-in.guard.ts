import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Request } from 'express';
import { CallerResolver } from './caller-resolver';
import { authorize } from './policies';

export const COMMISSIONER_SIGNED_IN = 'tribal-pool:commissioner-signed-in';

/** Lets through a valid commissioner session only (401 otherwise, the admin's included). */
@Injectable()
export class CommissionerSignedInGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const caller = await this.callers.resolve(context.switchToHttp().getRequest<Request>(), 'session');
    authorize(caller, 'commissioner:own-sessions');
    return true;
  }
}

/** Marks a route about the bearer's own commissioner session: its leagues, its devices, signing out. */
export const CommissionerSignedIn = () =>
  applyDecorators(SetMetadata(COMMISSIONER_SIGNED_IN, true), UseGuards(CommissionerSignedInGuard));
