import { DeadlineSource, DRAFT_PATH, eliminationPickPath } from '@tribal/contracts';
import type { AppConfig } from '../config/app-config';
import { appLink } from '../mail/app-link';
import { MailIntent } from '../mail/mail-outbox';
import { deadlineReminderMail } from '../mail/templates/league-mails';
import { ReminderTarget } from './domain/reminder.events';
import { ReminderRecipient } from './reminders.sql';

export const reminderIntentKey = (target: ReminderTarget, email: string) =>
  `reminder:${target.leagueId}:${target.kind}:${target.episode ?? 0}:${Date.parse(target.deadline)}:${email}`;

/**
 * One member's reminder of a deadline: its wording (no spoilers by mail, issue 14) is `deadlineReminderMail`; the
 * link opens the page where the member does what is due.
 */
export function reminderMail(args: {
  target: ReminderTarget;
  leagueName: string;
  /** where the deadline in force comes from: the league, or the episode's air time */
  source: DeadlineSource;
  recipient: ReminderRecipient;
  config: Pick<AppConfig, 'publicUrl'>;
  unsubscribeUrl: string;
}): MailIntent {
  const { target, recipient, config } = args;
  return {
    intentKey: reminderIntentKey(target, recipient.email),
    to: recipient.email,
    ...deadlineReminderMail({
      ...target,
      source: args.source,
      leagueName: args.leagueName,
      userNames: recipient.userNames,
      link:
        target.kind === 'draft' ? appLink(config, DRAFT_PATH) : appLink(config, eliminationPickPath(target.leagueId)),
      unsubscribeUrl: args.unsubscribeUrl,
    }),
  };
}
