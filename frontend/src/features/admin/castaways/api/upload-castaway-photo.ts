import type { Castaway } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Uploads a JPEG, PNG or WebP; answers the castaway, its imageUrl now the stored photo. */
export function uploadCastawayPhoto(castawayId: number, photo: File): Promise<Castaway> {
  const form = new FormData();
  form.set('photo', photo);
  return apiRequest(`/api/castaways/${castawayId}/photo`, { method: 'PUT', body: form });
}
