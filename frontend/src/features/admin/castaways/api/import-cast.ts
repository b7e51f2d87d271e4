import type { Castaway, CastImportPreview } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

function castFile(csv: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'cast.csv');
  return form;
}

/** What importing the file would do, row by row, with every problem; saves nothing. */
export function previewCastImport(season: number, csv: string, signal?: AbortSignal): Promise<CastImportPreview> {
  return apiRequest(`/api/seasons/${season}/cast?dryRun=true`, { method: 'POST', body: castFile(csv), signal });
}

/** Saves the file's castaways (a re-import of the same file changes nothing); answers them as saved. */
export function importCast(season: number, csv: string): Promise<Castaway[]> {
  return apiRequest(`/api/seasons/${season}/cast`, { method: 'POST', body: castFile(csv) });
}
