import type { SignInLinkRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/me/sign-in-link: 202 with the same sentence whether or not the address is known (429 when too many). */
export function emailSignInLink(request: SignInLinkRequest): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/me/sign-in-link', { method: 'POST', body: request });
}
