import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ENTRY_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER } from '@tribal/contracts';
import { Request } from 'express';
import { DomainError } from './domain-error';

/** The client's command id (Idempotency-Key header), bounded so it cannot be abused as storage. */
export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const value = ctx.switchToHttp().getRequest<Request>().header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined || value === '') return undefined;
  if (value.length > 200) throw new DomainError(400, 'Idempotency-Key must be at most 200 characters.');
  return value;
});

/** Marks a handler that takes the entry token: the API description lists a member as its caller. */
export const TAKES_ENTRY_TOKEN = 'tribal-pool:takes-entry-token';

/** The entry's secret (X-Entry-Token header) that every change to an entry must carry. */
export const EntryToken = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | undefined => {
    const value = ctx.switchToHttp().getRequest<Request>().header(ENTRY_TOKEN_HEADER);
    return value && value.length <= 200 ? value : undefined;
  },
  [(target, key) => key !== undefined && Reflect.defineMetadata(TAKES_ENTRY_TOKEN, true, target, key)],
);
