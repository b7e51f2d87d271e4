import type { ResetPasswordRequest, ResetPasswordResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/reset-password (public): the emailed link's token and the new admin password. */
export function resetAdminPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return apiRequest<ResetPasswordResponse>('/api/admin/reset-password', { method: 'POST', body: request });
}
