import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request } from 'express';
import { CallerCredentials, CallerResolver } from './caller-resolver';

export const READS_CALLER = 'tribal-pool:reads-caller';

/** Resolves the caller of a route open to everyone whose answer depends on who asks; it refuses nobody. */
@Injectable()
export class ReadsCallerGuard implements CanActivate {
  constructor(
    private readonly callers: CallerResolver,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const credentials = this.reflector.get<CallerCredentials>(READS_CALLER, context.getHandler()) ?? 'session';
    await this.callers.resolve(context.switchToHttp().getRequest<Request>(), credentials);
    return true;
  }
}

/**
 * Marks a public route that answers more to some callers (the admin sees emails, a member their own sealed pick):
 * the handler reads `@Caller()` and asks the policy. `credentials` says which the route reads (see
 * `CallerCredentials`); the metadata's value is it.
 */
export const ReadsCaller = (credentials: CallerCredentials = 'session') =>
  applyDecorators(SetMetadata(READS_CALLER, credentials), UseGuards(ReadsCallerGuard));
