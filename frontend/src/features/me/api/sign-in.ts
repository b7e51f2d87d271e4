import type { SignInResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/me/sign-in: the mailed code, once; the answer sets this device's session cookie. One key for every
 * send of one code: a retry after a lost answer gets the first answer.
 */
export function signIn(code: string, idempotencyKey?: string): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/me/sign-in', { method: 'POST', body: { code }, idempotencyKey });
}
