import { apiRequest } from '@/lib/api-client';

/** POST /api/me/sign-out: this device's person session ends (its cookie is cleared); entries stay as they are. */
export function signOut(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/me/sign-out', { method: 'POST' });
}
