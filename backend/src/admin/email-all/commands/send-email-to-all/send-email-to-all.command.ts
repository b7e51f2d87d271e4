import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, SendEmailToAllResponse } from '@tribal/contracts';
import { Clock } from '../../../../common/clock';
import { decideAndAppend } from '../../../../event-store/decide-and-append';
import { EventStore } from '../../../../event-store/event-store.service';
import { LeagueMailUnsubscribe } from '../../../../mail/league-mail-unsubscribe';
import { MailOutbox } from '../../../../mail/mail-outbox';
import { emailAllDecider } from '../../domain/email-all.decider';
import { emailAllIntentPrefix, emailAllStreamId } from '../../domain/email-all.events';
import { mailableMemberAddresses } from '../../email-all.sql';

export class SendEmailToAll extends Command<SendEmailToAllResponse> {
  constructor(
    readonly input: { subject: string; body: string },
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/**
 * Email all users: the event and one mail intent per recipient commit together, so the answer "queued" means
 * every mail will go out exactly once (the outbox's intent keys make a replay add nothing).
 */
@CommandHandler(SendEmailToAll)
export class SendEmailToAllHandler implements ICommandHandler<SendEmailToAll> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    private readonly clock: Clock,
  ) {}

  execute({ input, idempotencyKey }: SendEmailToAll): Promise<SendEmailToAllResponse> {
    // With an Idempotency-Key a repeat answers the first send's result, commandId included.
    const commandId = randomUUID();
    return this.store.execute('SendEmailToAll', idempotencyKey, async (tx) => {
      // Every member email once, whatever its letter case or the number of leagues it joined. It writes to league
      // members, so it is league mail (issue 33): only addresses that may get mail of at least one of their leagues.
      const recipients = await mailableMemberAddresses(tx.manager);
      await decideAndAppend(
        tx,
        emailAllStreamId(commandId),
        emailAllDecider,
        { type: 'RequestEmailToAll', commandId, ...input, recipients, now: this.clock.now() },
        { actor: 'admin', commandId: idempotencyKey },
      );
      // Its way out is the every-league one: the mail speaks for no one league.
      const intents = [];
      for (const email of recipients) {
        intents.push(
          await this.unsubscribe.unsubscribable(
            {
              intentKey: `${emailAllIntentPrefix(commandId)}${email}`,
              to: email,
              subject: input.subject,
              text: input.body,
            },
            'every-league',
          ),
        );
      }
      await this.outbox.record(tx, intents);
      return { message: ADMIN_MESSAGES.emailSent, commandId, recipients: recipients.length };
    });
  }
}
