import { COMMISSIONER_LINK_HOURS, LEAGUE_ACTIVATION_HOURS } from '@tribal/contracts';
import type { MailWords } from './mail-words';

/*
 * The subjects carry no typed text: these mails go to an address nobody has proven yet, and a subject is what a
 * mail reader shows first. Typed names are quoted in the body.
 */

/** A league was started with this address: the link activates it and signs the device in as its commissioner. */
export function leagueActivationMail(args: { leagueName: string; userName: string; activateLink: string }): MailWords {
  return {
    subject: 'Activate your Tribal Pool league',
    text: [
      `You started the league “${args.leagueName}” on Tribal Pool, with yourself as commissioner and as “${args.userName}”.`,
      '',
      'Open this link to activate it; it also signs this device in as the commissioner:',
      args.activateLink,
      '',
      `The link works once, within ${LEAGUE_ACTIVATION_HOURS} hours. Until then the league is not listed and`,
      'nobody can join it; after that it is removed.',
      'If you did not start a league, ignore this email.',
    ].join('\n'),
  };
}

/** A second league of a name the address already runs: told by mail, never in the answer (issue 33, review N6). */
export function leagueAlreadyStartedMail(args: {
  askedName: string;
  existingName: string;
  signInLink: string;
}): MailWords {
  return {
    subject: 'Your Tribal Pool league',
    text: [
      `Someone (perhaps you) asked to start a league named “${args.askedName}” on Tribal Pool with this email address.`,
      `You already have a league named “${args.existingName}”, so no second one was started.`,
      '',
      'To manage it, sign in as its commissioner (we email you a link):',
      args.signInLink,
      '',
      `If you have not activated it yet, open the activation link we sent when you started it; a league not`,
      `activated within ${LEAGUE_ACTIVATION_HOURS} hours is removed, and you can then start it again.`,
      'If you did not ask for this, ignore this email.',
    ].join('\n'),
  };
}

/** A commissioner's sign-in link for one device, naming the leagues it will manage. */
export function commissionerSignInMail(args: { leagueNames: readonly string[]; claimLink: string }): MailWords {
  return {
    subject: 'Your Tribal Pool commissioner sign-in link',
    text: [
      'Someone (hopefully you) asked to manage your Tribal Pool leagues on a device:',
      ...args.leagueNames.map((name) => `- ${name}`),
      '',
      'Open this link on that device to sign it in as the commissioner:',
      args.claimLink,
      '',
      `The link works once and expires in ${COMMISSIONER_LINK_HOURS} hours.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** A member reported a chat message to the league's commissioner (issue 31): what it said, who wrote and who told. */
export function chatMessageReportedMail(args: {
  leagueName: string;
  author: string;
  reporter: string;
  text: string;
  leagueLink: string;
}): MailWords {
  return {
    subject: `${args.leagueName}: a chat message was reported`,
    text: [
      `${args.reporter} reported a message ${args.author} wrote in the chat of ${args.leagueName}:`,
      '',
      `“${args.text}”`,
      '',
      'You can hide it, or mute its writer for 24 hours, from the chat on the league’s page:',
      args.leagueLink,
    ].join('\n'),
  };
}
