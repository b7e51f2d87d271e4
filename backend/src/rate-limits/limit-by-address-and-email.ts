import { Request } from 'express';
import { clientAddressKeyOf } from '../common/client-address';
import { RateLimiter } from './rate-limiter';

const HOUR = 3600_000;

/** Sign-in link mails (a member's or a commissioner's): an inbox is not flooded, and one address cannot probe many. */
export const SIGN_IN_LINK_LIMITS = { perEmail: 3, perAddress: 20, windowMs: HOUR } as const;

/** Sign-in codes are 192 random bits; this only keeps a guesser from hammering the database. */
export const CODE_CLAIM_LIMIT = { limit: 20, windowMs: 60_000 } as const;

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
  await limiter.enforce(`${name}-address`, clientAddressKeyOf(request), { limit: perAddress, windowMs }, refusal);
  await limiter.enforce(`${name}-email`, email.toLowerCase(), { limit: perEmail, windowMs }, refusal);
}
