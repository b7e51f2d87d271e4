import type { ProblemReportsResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/reports (admin): every problem report, newest first. */
export function getProblemReports(signal?: AbortSignal): Promise<ProblemReportsResponse> {
  return apiRequest<ProblemReportsResponse>('/api/admin/reports', { signal });
}

/** Where a report's screenshot is served (admin session cookie), to open in a new tab. */
export function problemReportScreenshotUrl(reportId: string): string {
  return `/api/admin/reports/${encodeURIComponent(reportId)}/screenshot`;
}
