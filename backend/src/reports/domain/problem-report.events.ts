import { NewEvent, streamOf } from '../../event-store/stored-event';

/**
 * A visitor reported a problem. The screenshot's bytes are not in the event (events stay small and are read
 * whole): they are written to `report_screenshots` under the report id in the same transaction, and the event
 * keeps what identifies them.
 */
export type ProblemReported = NewEvent<
  'ProblemReported',
  {
    reportId: string;
    userName: string;
    userEmail: string;
    message: string;
    screenshot: { contentType: string; size: number; sha256: string } | null;
    reportedAt: string;
  }
>;
export type ProblemReportEvent = ProblemReported;

export const problemReportStreamId = (reportId: string) => streamOf<ProblemReportEvent>(`problem-report-${reportId}`);
