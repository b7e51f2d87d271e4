import { ADMIN_RESET_LINK_HOURS } from '@tribal/contracts';
import type { MailWords } from './mail-words';

export function adminPasswordResetMail(args: { resetLink: string }): MailWords {
  return {
    subject: 'Reset your Tribal Pool admin password',
    text: [
      'Someone (hopefully you) asked to reset the Tribal Pool admin password.',
      '',
      `Choose a new password here: ${args.resetLink}`,
      '',
      `The link works once and expires in ${ADMIN_RESET_LINK_HOURS} hour. Resetting signs out every admin session.`,
      'If you did not ask for this, ignore this email: the password stays as it is.',
    ].join('\n'),
  };
}

/** A member's problem report, to the admin: who, from where, and their words (any screenshot is attached). */
export function problemReportMail(args: {
  userName: string;
  userEmail: string;
  client: { ip?: string; userAgent?: string };
  reportId: string;
  message: string;
}): MailWords {
  return {
    subject: `Problem report from ${args.userName}`,
    text: [
      `From: ${args.userName} <${args.userEmail}>`,
      `Client: ${args.client.ip || 'unknown address'}, ${args.client.userAgent || 'no user agent'}`,
      `Report id: ${args.reportId}`,
      '',
      args.message,
    ].join('\n'),
  };
}
