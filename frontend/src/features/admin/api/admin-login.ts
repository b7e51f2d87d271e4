import type { AdminLoginRequest, AdminLoginResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Also sets the httpOnly session cookie that the admin routes need. */
export function adminLogin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('/api/admin/login', { method: 'POST', body: request });
}
