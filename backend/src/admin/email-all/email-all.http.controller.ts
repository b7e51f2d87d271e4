import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  EmailProgress,
  EmailProgressSchema,
  SendEmailToAllRequest,
  SendEmailToAllRequestSchema,
  SendEmailToAllResponse,
  SendEmailToAllResponseSchema,
} from '@tribal/contracts';
import { AdminOnly } from '../../access/admin-only.guard';
import { Answers, ApiTag } from '../../common/api-answers';
import { badRequest } from '../../common/domain-error';
import { IdempotencyKey } from '../../common/request-context';
import { ZodPipe } from '../../common/zod-body.pipe';
import { SendEmailToAll } from './commands/send-email-to-all/send-email-to-all.command';
import { GetEmailProgress } from './queries/get-email-progress/get-email-progress.query';

const COMMAND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTag('Admin')
@Controller('api/admin')
export class EmailAllController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** 202: the mails are queued (committed to the outbox), not yet delivered; follow them with the progress call. */
  @Post('send-email')
  @HttpCode(202)
  @AdminOnly()
  @Answers(SendEmailToAllResponseSchema, 'Email every member')
  send(
    @Body(new ZodPipe(SendEmailToAllRequestSchema)) body: SendEmailToAllRequest,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SendEmailToAllResponse> {
    return this.commands.execute(new SendEmailToAll(body, idempotencyKey));
  }

  @Get('email/:commandId/progress')
  @AdminOnly()
  @Answers(EmailProgressSchema, 'Delivery progress of an email to all')
  progress(@Param('commandId') commandId: string): Promise<EmailProgress> {
    if (!COMMAND_ID.test(commandId)) throw badRequest('commandId must be the id a send answered.', 'commandId');
    return this.queries.execute(new GetEmailProgress(commandId));
  }
}
