import { digestSecret, sameDigest, verifyPassword } from '../../common/secrets';
import { JoinCodeRule } from './league.decider';

/**
 * Whether a join offers the league's join code: any offer for an open league; the code itself, compared in
 * constant time; or, for a league created before join codes, the password its scrypt hash was made from.
 * Codes are compared as typed, after trimming (the contract trims both when set and when offered).
 */
export async function admitsJoinCode(rule: JoinCodeRule, offered: string | undefined): Promise<boolean> {
  switch (rule.kind) {
    case 'open':
      return true;
    case 'code':
      return offered !== undefined && sameDigest(offered, digestSecret(rule.code));
    case 'hash':
      return offered !== undefined && (await verifyPassword(offered, rule.passwordHash));
  }
}
