import { apiRequest } from '@/lib/api-client';

/** POST /api/commissioner/logout: this device's commissioner session ends. */
export function signOutCommissioner(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/commissioner/logout', { method: 'POST', bearerToken: token });
}
