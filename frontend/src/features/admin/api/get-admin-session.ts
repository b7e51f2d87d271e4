import { ApiError, apiRequest } from '@/lib/api-client';

/** True when the session cookie is valid; false on 401. Other failures propagate. */
export async function getAdminSession(signal?: AbortSignal): Promise<boolean> {
  try {
    const session = await apiRequest<{ authenticated?: boolean }>('/api/admin/session', { signal });
    return session?.authenticated === true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}
