import { EntityManager } from 'typeorm';
import { ProblemReported } from './domain/problem-report.events';

/**
 * The SQL of problem reports, in one place: the `problem_reports` read table (the reports projection) and the
 * screenshots' bytes in `report_screenshots`, which are not a projection (not in the events: a rebuild leaves them).
 */

export async function insertProblemReport(manager: EntityManager, d: ProblemReported['data']): Promise<void> {
  await manager.query(
    `INSERT INTO problem_reports (id, user_name, user_email, message, screenshot_type, reported_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [d.reportId, d.userName, d.userEmail, d.message, d.screenshot?.contentType ?? null, d.reportedAt],
  );
}

export interface ProblemReportRow {
  id: string;
  user_name: string;
  user_email: string;
  message: string;
  screenshot_type: string | null;
  reported_at: Date;
}

/** Newest first. */
export async function listProblemReportRows(manager: EntityManager): Promise<ProblemReportRow[]> {
  return manager.query(
    `SELECT id, user_name, user_email, message, screenshot_type, reported_at
       FROM problem_reports ORDER BY reported_at DESC, id`,
  );
}

export async function insertReportScreenshot(
  manager: EntityManager,
  reportId: string,
  ref: { contentType: string; size: number; sha256: string },
  bytes: Buffer,
): Promise<void> {
  await manager.query(
    'INSERT INTO report_screenshots (report_id, content_type, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5)',
    [reportId, ref.contentType, ref.size, ref.sha256, bytes],
  );
}

export async function readReportScreenshot(
  manager: EntityManager,
  reportId: string,
): Promise<{ content_type: string; bytes: Buffer } | null> {
  const rows: Array<{ content_type: string; bytes: Buffer }> = await manager.query(
    'SELECT content_type, bytes FROM report_screenshots WHERE report_id = $1',
    [reportId],
  );
  return rows[0] ?? null;
}
