/** Spec §5: an email of the usual form, something@domain.tld; the server checks it again. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
