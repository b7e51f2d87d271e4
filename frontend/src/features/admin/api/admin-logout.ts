import { apiRequest } from '@/lib/api-client';

export function adminLogout(): Promise<unknown> {
  return apiRequest<unknown>('/api/admin/logout', { method: 'POST' });
}
