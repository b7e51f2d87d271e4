import { DEADLINE_SOURCE_LABEL, DeadlineSource, EASTERN_TIME_ZONE } from '@tribal/contracts';
import type { MailWords } from './mail-words';

/*
 * League mail: sent to confirmed members who have not unsubscribed, each with the unsubscribe footer. No spoilers
 * by mail (issue 14): many members watch an episode hours or a day after it airs, and a mail is read on a lock
 * screen, so these are built only from the league, the member's names, deadlines and links, never from castaways,
 * scores or standings.
 */

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

/** A deadline 24 hours away that the member has not met yet: the draft, or one episode's elimination pick. */
export function deadlineReminderMail(args: {
  kind: 'draft' | 'elimination-pick';
  /** the episode of an elimination pick; null for the draft */
  episode: number | null;
  /** ISO date-time (UTC) */
  deadline: string;
  /** where the deadline in force comes from: the league, or the episode's air time */
  source: DeadlineSource;
  leagueName: string;
  userNames: readonly string[];
  /** the page where the member does it */
  link: string;
  unsubscribeUrl: string;
}): MailWords {
  const { leagueName } = args;
  const when = EASTERN.format(new Date(args.deadline));
  const [subject, todo] =
    args.kind === 'draft'
      ? [
          `Reminder: draft your team in ${leagueName} within 24 hours`,
          `you have not drafted your 3 castaways in ${leagueName} yet. The draft closes ${when} (${DEADLINE_SOURCE_LABEL.league}).`,
        ]
      : [
          `Reminder: your episode ${args.episode} elimination pick in ${leagueName}`,
          `you have not made your elimination pick for episode ${args.episode} in ${leagueName} yet. Picks close ${when} (${
            args.source === 'schedule'
              ? 'when the episode airs; your league set no cutoff of its own'
              : DEADLINE_SOURCE_LABEL.league
          }).`,
        ];
  return {
    subject,
    text: [
      `Hi ${args.userNames.join(' and ')},`,
      '',
      `${todo[0].toUpperCase()}${todo.slice(1)}`,
      '',
      args.link,
      '',
      '--',
      `Stop these reminders with one click: ${args.unsubscribeUrl}`,
    ].join('\n'),
  };
}

/** The moves of the league's deadlines worth telling, oldest first, in one mail. */
export function deadlineMovedMail(
  leagueName: string,
  moves: ReadonlyArray<{ what: string; from: string; to: string }>,
  recordLink: string,
): MailWords {
  const several = moves.length > 1;
  return {
    subject: several ? `${leagueName}: deadlines moved` : `${leagueName}: a deadline moved`,
    text: [
      several ? `Deadlines in ${leagueName} have moved, in this order:` : `A deadline in ${leagueName} has moved:`,
      '',
      ...moves.map((move) => `${move.what}: from ${move.from} to ${move.to} ET.`),
      '',
      `Every change is on the league's record: ${recordLink}`,
    ].join('\n'),
  };
}

/** A correction's line: the member's pick for an episode, before → after (their own pick: it unseals nothing). */
export const pickCorrectedLine = (episode: number, was: string, now: string) =>
  `Your pick for episode ${episode}: ${was} → ${now}.`;

/** A correction's line: the member's team, before → after, and from which episode it counts. */
export const teamCorrectedLine = (was: string, now: string, fromEpisode: number) =>
  `Your team: ${was} → ${now} (${fromEpisode === 1 ? 'counts for the whole season' : `counts from episode ${fromEpisode}`}).`;

const WHO = { admin: 'The site admin', commissioner: 'The commissioner' } as const;

/** Who corrected what of a member's entry, before → after, and where the record is. Only to the entry's member. */
export function entryCorrectedMail(
  leagueName: string,
  by: keyof typeof WHO,
  change: string,
  recordLink: string,
): MailWords {
  return {
    subject: `${leagueName}: your entry was corrected`,
    text: [
      `${WHO[by]} of ${leagueName} corrected your entry:`,
      '',
      change,
      '',
      `Every change is on the league's record: ${recordLink}`,
    ].join('\n'),
  };
}

/** The line under every league mail's text, linking the page that asks for the unsubscribe click. */
export function unsubscribeFooter(scope: { leagueName: string } | 'every-league', unsubscribeLink: string): string {
  const stop =
    scope === 'every-league' ? 'Stop all emails from your Tribal Pool leagues' : `Stop emails from ${scope.leagueName}`;
  return `\n\n--\n${stop}: ${unsubscribeLink}`;
}

/**
 * Issue 32: the league's scoring table changed; the member's rank before and after the recompute. The one league
 * mail that tells a rank, because the change is what moved it and the issue asks for it; the rank counts every
 * episode scored so far, so the mail says so above it (a member who watches later can stop reading there).
 */
export function scoringTableChangedMail(args: {
  leagueName: string;
  userNames: readonly string[];
  /** what changed, one line each ("Idol obtained: 4 → 6") */
  changes: readonly string[];
  ranks: ReadonlyArray<{ userName: string; before: number; after: number }>;
  /** episodes scored so far (the ranks count them) */
  throughEpisode: number;
  standingsLink: string;
  recordLink: string;
}): MailWords {
  const lines = args.ranks.map(({ userName, before, after }) =>
    before === after
      ? `${userName}: still #${after}.`
      : `${userName}: #${before} → #${after} (${after < before ? 'up' : 'down'} ${Math.abs(before - after)}).`,
  );
  return {
    subject: `${args.leagueName}: the scoring table changed`,
    text: [
      `Hi ${args.userNames.join(' and ')},`,
      '',
      `The commissioner of ${args.leagueName} changed how the league scores:`,
      ...args.changes.map((c) => `- ${c}`),
      '',
      'Every standing was recomputed from the start of the season under the new table.',
      '',
      args.throughEpisode > 0
        ? `Spoiler line: the ranks below count every episode scored so far (through episode ${args.throughEpisode}).`
        : 'No episode is scored yet, so nobody moved.',
      ...(args.throughEpisode > 0 ? lines : []),
      '',
      `Standings: ${args.standingsLink}`,
      `What changed and when: ${args.recordLink}`,
    ].join('\n'),
  };
}
