import type { UsersByEmailResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function getUsersByEmail(email: string): Promise<UsersByEmailResponse> {
  return apiRequest<UsersByEmailResponse>(`/api/users/by-email/${encodeURIComponent(email)}`);
}
