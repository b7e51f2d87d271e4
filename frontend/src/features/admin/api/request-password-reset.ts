import type { ForgotPasswordResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Spec §6: Forgot Password mails a reset link to the admin's address; the answer is the same either way. */
export function requestPasswordReset(): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>('/api/admin/forgot-password', { method: 'POST' });
}
