import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { REPORT_MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../../common/domain-error';
import { readReportScreenshot } from '../../reports.sql';

export interface ReportScreenshot {
  contentType: string;
  bytes: Buffer;
}

export class GetReportScreenshot extends Query<ReportScreenshot> {
  constructor(readonly reportId: string) {
    super();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetReportScreenshot)
export class GetReportScreenshotHandler implements IQueryHandler<GetReportScreenshot> {
  constructor(private readonly db: DataSource) {}

  async execute({ reportId }: GetReportScreenshot): Promise<ReportScreenshot> {
    if (!UUID.test(reportId)) throw notFound(REPORT_MESSAGES.reportNotFound);
    const row = await readReportScreenshot(this.db.manager, reportId);
    if (!row) throw notFound(REPORT_MESSAGES.screenshotNotFound);
    return { contentType: row.content_type, bytes: row.bytes };
  }
}
