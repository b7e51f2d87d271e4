import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Request } from 'express';
import { CallerResolver } from './caller-resolver';
import { authorize } from './policies';

export const PERSON_SIGNED_IN = 'tribal-pool:person-signed-in';

/** Lets through a valid person session only (401 otherwise, the admin's and a commissioner's included). */
@Injectable()
export class PersonSignedInGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const caller = await this.callers.resolve(context.switchToHttp().getRequest<Request>(), 'session');
    authorize(caller, 'person:own-account');
    return true;
  }
}

/** Marks a route about the signed-in person's own account: their leagues, devices and passkeys (`/api/me/…`). */
export const PersonSignedIn = () =>
  applyDecorators(SetMetadata(PERSON_SIGNED_IN, true), UseGuards(PersonSignedInGuard));
