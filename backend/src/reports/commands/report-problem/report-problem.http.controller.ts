import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Post,
  Req,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle } from '@nestjs/throttler';
import {
  MessageResponseSchema,
  ProblemReportFieldsSchema,
  ProblemReportResponse,
  REPORT_MESSAGES,
  REPORTS_PER_MINUTE,
} from '@tribal/contracts';
import { Request } from 'express';
import { Answers, ApiTag } from '../../../common/api-answers';
import { DomainError } from '../../../common/domain-error';
import { IdempotencyKey } from '../../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { clientIpOf, isBlockedReporter, ReportGateGuard } from './report-gate.guard';
import { ProblemReportInput, ReportProblem } from './report-problem.command';
import { ReportThrottlerGuard } from './report-throttler.guard';
import { sniffScreenshotType } from './screenshot-type';
import { ScreenshotUploadInterceptor } from './screenshot-upload.interceptor';

/**
 * POST /api/reports (public): the Report a Problem form, as multipart/form-data. Refusals come in this order,
 * each before anything is stored or mailed: automated browser 451 and blocked address 403 (before the upload
 * is read), too many from this address 429, upload too large 413, a missing or malformed field 400, a blocked
 * email 403, a screenshot that is not an image 400.
 */
@ApiTag('Admin')
@Controller('api/reports')
export class ReportProblemController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @UseGuards(ReportGateGuard, ReportThrottlerGuard)
  @Throttle({ default: { limit: REPORTS_PER_MINUTE, ttl: 60_000 } })
  @UseInterceptors(ScreenshotUploadInterceptor)
  @Answers(MessageResponseSchema, 'Report a problem (optional screenshot)', {
    body: ProblemReportFieldsSchema,
    file: { field: 'screenshot', required: false },
  })
  async report(
    @Req() request: Request,
    @Body() body: unknown,
    @UploadedFile() file: Express.Multer.File | undefined,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ProblemReportResponse> {
    const parsed = ProblemReportFieldsSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new DomainError(400, errors[0].message, errors);
    }
    const { user_name: userName, user_email: userEmail, message } = parsed.data;
    if (isBlockedReporter(this.config, userEmail)) throw new DomainError(403, REPORT_MESSAGES.blocked);
    let screenshot: ProblemReportInput['screenshot'] = null;
    // A browser sends an empty file part when no file was chosen: that is no screenshot.
    if (file && file.size > 0) {
      const contentType = sniffScreenshotType(file.buffer);
      if (!contentType) {
        const refusal = { field: 'screenshot', message: REPORT_MESSAGES.screenshotType };
        throw new DomainError(400, refusal.message, [refusal]);
      }
      screenshot = { bytes: file.buffer, contentType };
    }
    return this.commands.execute(
      new ReportProblem(
        {
          userName,
          userEmail,
          message,
          screenshot,
          client: { ip: clientIpOf(request), userAgent: (request.header('user-agent') ?? '').slice(0, 300) },
        },
        idempotencyKey,
      ),
    );
  }
}
