import { EMAIL_CONFIRMATION_DAYS, ENTRY_LINK_HOURS, REJOIN_LINK_DAYS } from '@tribal/contracts';
import type { MailWords } from './mail-words';

/** "Already joined?": one sign-in link per entry of the address, each labelled with its name and league. */
export function entrySignInLinksMail(
  entries: ReadonlyArray<{ userName: string; leagueName: string; claimLink: string }>,
): MailWords {
  return {
    subject: 'Your Tribal Pool sign-in links',
    text: [
      'Someone (hopefully you) asked to open your Tribal Pool entries on another device.',
      'Open a link on the device you want to use; it signs that device in to the entry.',
      '',
      ...entries.flatMap((entry) => [`${entry.userName} in ${entry.leagueName}:\n${entry.claimLink}`, '']),
      `Each link works once and expires in ${ENTRY_LINK_HOURS} hours.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** The league carries on into a new season: a past member rejoins with one tap. */
export function rejoinMail(args: {
  userName: string;
  leagueName: string;
  fromSeason: number;
  season: number;
  seasonTitle: string;
  premiere: string;
  rejoinLink: string;
}): MailWords {
  return {
    subject: `${args.leagueName} is back for ${args.seasonTitle}`,
    text: [
      `Hi ${args.userName},`,
      '',
      `${args.leagueName} played season ${args.fromSeason} and carries on into season ${args.season} (${args.seasonTitle}, premiere ${args.premiere}).`,
      'Rejoin with one tap: the link signs this device in to your new entry, with the same name and details.',
      '',
      args.rejoinLink,
      '',
      `The link works once and expires in ${REJOIN_LINK_DAYS} days. Last season's standings stay on the league page.`,
      'If you would rather sit this season out, ignore this email.',
    ].join('\n'),
  };
}

/** A join with an unconfirmed address: no league mail reaches it until its owner opens this link. */
export function emailConfirmationMail(args: { leagueName: string; confirmLink: string }): MailWords {
  return {
    subject: 'Confirm your email for Tribal Pool',
    text: [
      `Someone (hopefully you) joined the Tribal Pool league "${args.leagueName}" with this address.`,
      'Open this link and press "Confirm my email" to get your leagues\' emails (deadline reminders, news from your commissioner):',
      '',
      args.confirmLink,
      '',
      `The link works once, within ${EMAIL_CONFIRMATION_DAYS} days.`,
      'If you did not join, ignore this email: no league will write to you.',
    ].join('\n'),
  };
}
