import { DEADLINE_SOURCE_LABEL, DeadlineSource, EASTERN_TIME_ZONE } from '@tribal/contracts';
import { MailIntent } from '../mail/mail-outbox';
import { ReminderTarget } from './domain/reminder.events';
import { ReminderRecipient } from './reminders.sql';

/** Deadlines are shown in the show's time zone (spec §9 speaks of 7pm ET). */
const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const reminderIntentKey = (target: ReminderTarget, email: string) =>
  `reminder:${target.leagueId}:${target.kind}:${target.episode ?? 0}:${Date.parse(target.deadline)}:${email}`;

/**
 * No spoilers by mail (issue 14): many members watch an episode hours or a day after it airs, and a mail is read
 * on a lock screen. A reminder is built only from the league, the member's names, the deadline and links, never
 * from castaways, scores or standings, so it cannot name who went home or give a result.
 */
export function reminderMail(args: {
  target: ReminderTarget;
  leagueName: string;
  /** where the deadline in force comes from: the league, or the episode's air time */
  source: DeadlineSource;
  recipient: ReminderRecipient;
  publicUrl: string;
  unsubscribeUrl: string;
}): MailIntent {
  const { target, leagueName, recipient, unsubscribeUrl } = args;
  const base = args.publicUrl.replace(/\/+$/, '');
  const names = recipient.userNames.join(' and ');
  const when = EASTERN.format(new Date(target.deadline));
  const [subject, todo, link] =
    target.kind === 'draft'
      ? [
          `Reminder: draft your team in ${leagueName} within 24 hours`,
          `you have not drafted your 3 castaways in ${leagueName} yet. The draft closes ${when} (${DEADLINE_SOURCE_LABEL.league}).`,
          `${base}/draft`,
        ]
      : [
          `Reminder: your episode ${target.episode} elimination pick in ${leagueName}`,
          `you have not made your elimination pick for episode ${target.episode} in ${leagueName} yet. Picks close ${when} (${
            args.source === 'schedule'
              ? 'when the episode airs; your league set no cutoff of its own'
              : DEADLINE_SOURCE_LABEL.league
          }).`,
          `${base}/leagues/${encodeURIComponent(target.leagueId)}/elimination-pick`,
        ];
  return {
    intentKey: reminderIntentKey(target, recipient.email),
    to: recipient.email,
    subject,
    text: [
      `Hi ${names},`,
      '',
      `${todo[0].toUpperCase()}${todo.slice(1)}`,
      '',
      link,
      '',
      '--',
      `Stop these reminders with one click: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}
