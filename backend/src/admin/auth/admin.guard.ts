import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE, MESSAGES } from '@tribal/contracts';
import { Request } from 'express';
import { unauthorized } from '../../common/domain-error';
import { AdminAuthService } from './admin-auth.service';

export const ADMIN_ONLY = 'tribal-pool:admin-only';

/** The admin session token from the httpOnly cookie or an `Authorization: Bearer` header. */
export function adminTokenOf(request: Request): string | undefined {
  const header = request.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const cookies = (request as Request & { cookies?: Record<string, string> }).cookies;
  return cookies?.[ADMIN_SESSION_COOKIE];
}

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
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const token = adminTokenOf(context.switchToHttp().getRequest<Request>());
    if (!token || !(await this.auth.isValidSession(token))) throw unauthorized(MESSAGES.adminSignInRequired);
    return true;
  }
}

/** Marks a route as admin-only: the guard refuses a caller without a valid admin session (401). */
export const AdminOnly = () => applyDecorators(SetMetadata(ADMIN_ONLY, true), UseGuards(AdminGuard));
