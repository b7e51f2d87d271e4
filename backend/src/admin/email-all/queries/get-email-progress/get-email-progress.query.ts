import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EmailProgress } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { countOutboxByStatus } from '../../../../mail/mail-status';
import { emailAllIntentPrefix } from '../../domain/email-all.events';

export class GetEmailProgress extends Query<EmailProgress> {
  constructor(readonly commandId: string) {
    super();
  }
}

/** Delivery counts of one email-all send, read from the outbox rows it recorded. */
@QueryHandler(GetEmailProgress)
export class GetEmailProgressHandler implements IQueryHandler<GetEmailProgress> {
  constructor(private readonly db: DataSource) {}

  execute({ commandId }: GetEmailProgress): Promise<EmailProgress> {
    return countOutboxByStatus(this.db.manager, emailAllIntentPrefix(commandId));
  }
}
