import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ProblemReportSummary } from '@tribal/contracts';
import { DataSource } from 'typeorm';

export class ListProblemReports extends Query<ProblemReportSummary[]> {}

interface ReportRow {
  id: string;
  user_name: string;
  user_email: string;
  message: string;
  screenshot_type: string | null;
  reported_at: Date;
}

/** Newest first. */
@QueryHandler(ListProblemReports)
export class ListProblemReportsHandler implements IQueryHandler<ListProblemReports> {
  constructor(private readonly db: DataSource) {}

  async execute(): Promise<ProblemReportSummary[]> {
    const rows: ReportRow[] = await this.db.query(
      `SELECT id, user_name, user_email, message, screenshot_type, reported_at
       FROM problem_reports ORDER BY reported_at DESC, id`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.user_name,
      email: r.user_email,
      message: r.message,
      createdAt: new Date(r.reported_at).toISOString(),
      hasScreenshot: r.screenshot_type !== null,
    }));
  }
}
