import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** The admin password (and, from before join codes, league passwords) is stored as a salted scrypt hash: `scrypt$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A random bearer secret (entry tokens, admin sessions, reset links). */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Secrets are stored only as SHA-256 digests: a leaked table grants nothing. */
export function digestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameDigest(secret: string, digest: string): boolean {
  const a = Buffer.from(digestSecret(secret), 'hex');
  const b = Buffer.from(digest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
