import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE } from '@tribal/contracts';
import { Request } from 'express';
import { CallerResolver } from '../../access/caller-resolver';
import { authorize } from '../../access/policies';

export const ADMIN_ONLY = 'tribal-pool:admin-only';

/** The same for a socket.io handshake: `auth: { token }`, else the session cookie sent with the upgrade. */
export function adminTokenOfHandshake(handshake: {
  auth?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const token = handshake.auth?.token;
  if (typeof token === 'string' && token) return token;
  const header = handshake.headers.cookie;
  for (const pair of (Array.isArray(header) ? header.join('; ') : (header ?? '')).split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === ADMIN_SESSION_COOKIE && value.length) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

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
