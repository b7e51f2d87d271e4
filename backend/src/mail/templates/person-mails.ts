import { PERSON_LINK_MINUTES } from '@tribal/contracts';
import type { MailWords } from './mail-words';

/** A person's sign-in link (issue 29): one device signed in as the address, with every league it plays or runs. */
export function personSignInMail(args: { signInLink: string }): MailWords {
  return {
    subject: 'Your Tribal Pool sign-in link',
    text: [
      'Someone (hopefully you) asked to sign in to Tribal Pool with this email address.',
      '',
      'Open this link on the device you want to use; it shows every league you play in or run:',
      args.signInLink,
      '',
      `The link works once and expires in ${PERSON_LINK_MINUTES} minutes.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}
