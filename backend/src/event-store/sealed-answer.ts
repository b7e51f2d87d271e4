import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A command's first answer that holds a secret (an entry or commissioner token), as `command_results` keeps it to
 * answer a retry of the same Idempotency-Key: encrypted (AES-256-GCM) under a key derived (HKDF-SHA256) from the
 * client's raw Idempotency-Key, salted with the database's own secret. The table keeps only the key's digest, so
 * the database alone cannot open an answer; the client that sends the key again can (review 2026-11-26 N10).
 */
export interface SealedAnswer {
  sealedAnswer: string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `storedKey` (the digest the row is found by) binds the ciphertext to its row: it cannot be moved to another. */
function keyOf(clientKey: string, salt: Buffer, storedKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', clientKey, salt, `tribal-pool command result ${storedKey}`, 32));
}

export function sealAnswer(answer: unknown, clientKey: string, salt: Buffer, storedKey: string): SealedAnswer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(clientKey, salt, storedKey), iv);
  cipher.setAAD(Buffer.from(storedKey));
  const text = Buffer.concat([cipher.update(JSON.stringify(answer ?? null), 'utf8'), cipher.final()]);
  return { sealedAnswer: `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url')}` };
}

export function isSealedAnswer(stored: unknown): stored is SealedAnswer {
  return (
    typeof stored === 'object' &&
    stored !== null &&
    typeof (stored as Partial<SealedAnswer>).sealedAnswer === 'string' &&
    Object.keys(stored).length === 1
  );
}

/** The answer again; throws when the key or the row is not the one it was sealed with. */
export function openAnswer<R>(stored: SealedAnswer, clientKey: string, salt: Buffer, storedKey: string): R {
  const [version, body] = stored.sealedAnswer.split('.');
  if (version !== VERSION || !body) throw new Error('unknown sealed answer format');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(clientKey, salt, storedKey), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(storedKey));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as R;
}
