import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProblemReportResponse, REPORT_MESSAGES, ScreenshotType } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { MailOutbox } from '../../../mail/mail-outbox';
import { problemReportMail } from '../../../mail/templates/admin-mails';
import { problemReportDecider } from '../../domain/problem-report.decider';
import { problemReportStreamId } from '../../domain/problem-report.events';
import { insertReportScreenshot } from '../../reports.sql';
import { SCREENSHOT_EXTENSIONS } from './screenshot-type';

export interface ProblemReportInput {
  userName: string;
  userEmail: string;
  message: string;
  /** already checked: one of the four image types, at most 5 MB */
  screenshot: { bytes: Buffer; contentType: ScreenshotType } | null;
  /** for the admin's mail only (to fill BLOCKED_REPORTERS if someone abuses the form); not stored */
  client: { ip: string; userAgent: string };
}

export class ReportProblem extends Command<ProblemReportResponse> {
  constructor(
    readonly input: ProblemReportInput,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/**
 * Stores the report (event + screenshot bytes) and records the admin's mail, screenshot attached, in one
 * transaction: a report is never mailed without being stored, nor stored without its mail.
 */
@CommandHandler(ReportProblem)
export class ReportProblemHandler implements ICommandHandler<ReportProblem> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ input, idempotencyKey }: ReportProblem): Promise<ProblemReportResponse> {
    const reportId = randomUUID();
    const { screenshot } = input;
    const screenshotRef = screenshot
      ? {
          contentType: screenshot.contentType,
          size: screenshot.bytes.length,
          sha256: createHash('sha256').update(screenshot.bytes).digest('hex'),
        }
      : null;
    return this.store.execute('ReportProblem', idempotencyKey, async (tx) => {
      await decideAndAppend(
        tx,
        problemReportStreamId(reportId),
        problemReportDecider,
        {
          type: 'ReportProblem',
          report: {
            reportId,
            userName: input.userName,
            userEmail: input.userEmail,
            message: input.message,
            screenshot: screenshotRef,
          },
          now: this.clock.now(),
        },
        { actor: `reporter:${input.userEmail}`, commandId: idempotencyKey },
      );
      if (screenshot && screenshotRef) {
        await insertReportScreenshot(tx.manager, reportId, screenshotRef, screenshot.bytes);
      }
      if (this.config.adminEmail) {
        await this.outbox.record(tx, [
          {
            intentKey: `problem-report:${reportId}`,
            to: this.config.adminEmail,
            ...problemReportMail({ ...input, reportId }),
            attachments: screenshot
              ? [
                  {
                    filename: `screenshot-${reportId.slice(0, 8)}.${SCREENSHOT_EXTENSIONS[screenshot.contentType]}`,
                    contentType: screenshot.contentType,
                    contentBase64: screenshot.bytes.toString('base64'),
                  },
                ]
              : [],
          },
        ]);
      }
      return { message: REPORT_MESSAGES.sent };
    });
  }
}
