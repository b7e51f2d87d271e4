import { ADMIN_MESSAGES, ADMIN_PASSWORD_MIN_LENGTH } from '@tribal/contracts';

/** Spec §9: after a reset the page goes to the login after 5 seconds. */
export const RESET_REDIRECT_SECONDS = 5;

export const NO_RESET_TOKEN = 'Error: No password reset token found. Please use the link from your email.';

/** Why the two fields cannot be sent as the new password, or null when they can. */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return ADMIN_MESSAGES.passwordsDoNotMatch;
  if (newPassword.length < ADMIN_PASSWORD_MIN_LENGTH) return ADMIN_MESSAGES.passwordTooShort;
  return null;
}
