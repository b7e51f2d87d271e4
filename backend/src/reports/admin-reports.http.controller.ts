import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ProblemReportsResponse } from '@tribal/contracts';
import { AdminOnly } from '../admin/auth/admin.guard';
import { GetReportScreenshot, ReportScreenshot } from './queries/get-report-screenshot/get-report-screenshot.query';
import { ListProblemReports } from './queries/list-problem-reports/list-problem-reports.query';

@Controller('api/admin/reports')
export class AdminReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AdminOnly()
  async list(): Promise<ProblemReportsResponse> {
    return { reports: await this.queries.execute(new ListProblemReports()) };
  }

  /** The image as it was uploaded, with the type its bytes showed (never what the browser claimed). */
  @Get(':reportId/screenshot')
  @AdminOnly()
  async screenshot(@Param('reportId') reportId: string): Promise<StreamableFile> {
    const image: ReportScreenshot = await this.queries.execute(new GetReportScreenshot(reportId));
    return new StreamableFile(image.bytes, {
      type: image.contentType,
      length: image.bytes.length,
      disposition: 'inline',
    });
  }
}
