import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { appLink } from '../../../mail/app-link';
import { LeagueMailUnsubscribe } from '../../../mail/league-mail-unsubscribe';
import { MailOutbox } from '../../../mail/mail-outbox';
import { UnsubscribeTokens } from '../../../mail/unsubscribe-tokens';
import { reminderDecider } from '../../domain/reminder.decider';
import { ReminderTarget, reminderStreamId } from '../../domain/reminder.events';
import { reminderMail } from '../../reminder-mail';
import { findReminderRecipients, readReminderLeague } from '../../reminders.sql';

export interface ReminderOutcome {
  target: ReminderTarget;
  /** false: already sent, not due, or the deadline moved away */
  sent: boolean;
  recipients: number;
}

export class SendDeadlineReminder extends Command<ReminderOutcome> {
  constructor(
    readonly target: ReminderTarget,
    readonly now: Date,
  ) {
    super();
  }
}

/**
 * One deadline's reminder: `ReminderSent` (projected into `reminders_sent`) and the mail intents commit together,
 * so whichever scheduler gets there first sends, and every later try finds it sent.
 */
@CommandHandler(SendDeadlineReminder)
export class SendDeadlineReminderHandler implements ICommandHandler<SendDeadlineReminder> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly tokens: UnsubscribeTokens,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ target, now }: SendDeadlineReminder): Promise<ReminderOutcome> {
    return this.store.execute('SendDeadlineReminder', undefined, async (tx) => {
      const league = await readReminderLeague(tx.manager, target);
      const recipients = league ? await findReminderRecipients(tx.manager, target, league.season) : [];
      const events = await decideAndAppend(
        tx,
        reminderStreamId(target),
        reminderDecider,
        {
          type: 'SendDeadlineReminder',
          target,
          currentDeadline: league?.currentDeadline ?? null,
          recipients: recipients.map((r) => r.email),
          now,
        },
        { actor: 'reminders' },
      );
      if (events.length === 0 || !league) return { target, sent: false, recipients: 0 };
      const intents = [];
      for (const recipient of recipients) {
        const token = await this.tokens.tokenFor(recipient.email);
        intents.push(
          await this.unsubscribe.unsubscribable(
            reminderMail({
              target,
              leagueName: league.name,
              source: league.source,
              recipient,
              config: this.config,
              unsubscribeUrl: appLink(this.config, '/api/reminders/unsubscribe', { token }),
            }),
            { leagueId: target.leagueId, leagueName: league.name },
          ),
        );
      }
      await this.outbox.record(tx, intents);
      return { target, sent: true, recipients: recipients.length };
    });
  }
}
