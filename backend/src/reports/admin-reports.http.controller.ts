import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ProblemReportsResponse, ProblemReportsResponseSchema } from '@tribal/contracts';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { GetReportScreenshot, ReportScreenshot } from './queries/get-report-screenshot/get-report-screenshot.query';
import { ListProblemReports } from './queries/list-problem-reports/list-problem-reports.query';

@ApiTag('Admin')
@Controller('api/admin/reports')
export class AdminReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AdminOnly()
  @Answers(ProblemReportsResponseSchema, 'Problem reports, newest first')
  async list(): Promise<ProblemReportsResponse> {
    return { reports: await this.queries.execute(new ListProblemReports()) };
  }

  /** The image as it was uploaded, with the type its bytes showed (never what the browser claimed). */
  @Get(':reportId/screenshot')
  @AdminOnly()
  @Answers('image/*', 'A report’s screenshot')
  async screenshot(@Param('reportId') reportId: string): Promise<StreamableFile> {
    const image: ReportScreenshot = await this.queries.execute(new GetReportScreenshot(reportId));
    return new StreamableFile(image.bytes, {
      type: image.contentType,
      length: image.bytes.length,
      disposition: 'inline',
    });
  }
}
