import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { MailModule } from '../mail/mail.module';
import { AdminReportsController } from './admin-reports.http.controller';
import { ReportGateGuard } from './commands/report-problem/report-gate.guard';
import { ReportProblemHandler } from './commands/report-problem/report-problem.command';
import { ReportProblemController } from './commands/report-problem/report-problem.http.controller';
import { ReportThrottlerGuard } from './commands/report-problem/report-throttler.guard';
import { ScreenshotUploadInterceptor } from './commands/report-problem/screenshot-upload.interceptor';
import { GetReportScreenshotHandler } from './queries/get-report-screenshot/get-report-screenshot.query';
import { ListProblemReportsHandler } from './queries/list-problem-reports/list-problem-reports.query';
import { ReportsProjection } from './reports.projection';

/** Problem reports: the public form (stored, mailed to ADMIN_EMAIL with the screenshot) and the admin's list. */
@Module({
  imports: [CqrsModule, AdminAuthModule, MailModule],
  controllers: [ReportProblemController, AdminReportsController],
  providers: [
    ReportsProjection,
    ReportProblemHandler,
    ListProblemReportsHandler,
    GetReportScreenshotHandler,
    ReportGateGuard,
    ReportThrottlerGuard,
    ScreenshotUploadInterceptor,
  ],
})
export class ReportsModule {}
