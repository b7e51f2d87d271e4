import { EmailProgress } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead } from '../../../../common/database-read';
import { countOutboxByStatus } from '../../../../mail/mail-status';
import { emailAllIntentPrefix } from '../../domain/email-all.events';

/** Delivery counts of one email-all send, read from the outbox rows it recorded. */
export class GetEmailProgress extends DatabaseRead<EmailProgress> {
  constructor(readonly commandId: string) {
    super();
  }

  read(db: EntityManager): Promise<EmailProgress> {
    return countOutboxByStatus(db, emailAllIntentPrefix(this.commandId));
  }
}
