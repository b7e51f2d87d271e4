import { queryOptions } from '@tanstack/react-query';
import type { Passkey } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** GET /api/me/passkeys: the signed-in person's passkeys (401 without a person session; the cookie goes along). */
export function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return apiRequest<Passkey[]>('/api/me/passkeys', { signal, cache: 'no-cache' });
}

/** Under the person's `['me']` key: a sign-in or sign-out that refreshes the person refreshes their passkeys too. */
export const passkeysQuery = () =>
  queryOptions({ queryKey: ['me', 'passkeys'], queryFn: ({ signal }) => getPasskeys(signal) });

/** `enabled: false` asks nothing (a browser that cannot use passkeys is not offered one, so needs no list). */
export function usePasskeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useFreshQuery({ ...passkeysQuery(), enabled });
}
