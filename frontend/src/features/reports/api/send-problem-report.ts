import type { ProblemReportFields, ProblemReportResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reports as multipart/form-data: the three fields and, when one was chosen, the file `screenshot`. */
export function sendProblemReport(
  fields: ProblemReportFields,
  screenshot: File | null,
): Promise<ProblemReportResponse> {
  const form = new FormData();
  form.append('user_name', fields.user_name);
  form.append('user_email', fields.user_email);
  form.append('message', fields.message);
  if (screenshot) form.append('screenshot', screenshot, screenshot.name);
  return apiRequest<ProblemReportResponse>('/api/reports', { method: 'POST', body: form });
}
