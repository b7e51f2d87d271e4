import { Request } from 'express';
import { RateLimiter } from '../rate-limits/rate-limiter';

export interface AddressAndEmailLimit {
  /** names the two counts: `<name>-address` and `<name>-email` */
  name: string;
  /** the email address the request mails or enrols */
  email: string;
  perAddress: number;
  perEmail: number;
  windowMs: number;
  /** the 429's text, the same for either count */
  refusal: string;
}

/**
 * Counts a request that mails or enrols an email address twice: against the client's address, then against that
 * email (any letter case). One client cannot mail many addresses, and many clients cannot flood one inbox.
 */
export async function limitByAddressAndEmail(
  limiter: RateLimiter,
  request: Request,
  { name, email, perAddress, perEmail, windowMs, refusal }: AddressAndEmailLimit,
): Promise<void> {
  await limiter.enforce(`${name}-address`, request.ip ?? 'unknown', { limit: perAddress, windowMs }, refusal);
  await limiter.enforce(`${name}-email`, email.toLowerCase(), { limit: perEmail, windowMs }, refusal);
}
