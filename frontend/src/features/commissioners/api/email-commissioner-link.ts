import { apiRequest } from '@/lib/api-client';

/** 202 with the same sentence whether or not the address runs a league. */
export function emailCommissionerLink(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/commissioner/email-link', { method: 'POST', body: { email } });
}
