import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ProblemReportSummary } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { listProblemReportRows } from '../../reports.sql';

export class ListProblemReports extends Query<ProblemReportSummary[]> {}

/** Newest first. */
@QueryHandler(ListProblemReports)
export class ListProblemReportsHandler implements IQueryHandler<ListProblemReports> {
  constructor(private readonly db: DataSource) {}

  async execute(): Promise<ProblemReportSummary[]> {
    const rows = await listProblemReportRows(this.db.manager);
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
