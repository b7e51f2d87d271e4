import { apiRequest } from '@/lib/api-client';

/** Every season's scores cleared (the history stays in the event store); answers 'All scores cleared.'. */
export function clearScores(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/scores', { method: 'DELETE' });
}
