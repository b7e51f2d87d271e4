import { apiRequest } from '@/lib/api-client';

/** Spec §6: Forgot Password mails a reset link to the admin's address. */
export function requestPasswordReset(): Promise<unknown> {
  return apiRequest<unknown>('/api/admin/forgot-password', { method: 'POST' });
}
