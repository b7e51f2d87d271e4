import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The one-click unsubscribe link's token: the email and an HMAC of it, keyed by a secret made once per
 * database (migration 1763856600000), so every process signs alike and nothing per member is stored. A link
 * cannot be forged for another address, and never expires (unsubscribing must keep working).
 */
@Injectable()
export class UnsubscribeTokens {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: DataSource) {}

  async tokenFor(email: string): Promise<string> {
    const normalised = email.trim().toLowerCase();
    return `${Buffer.from(normalised).toString('base64url')}.${await this.sign(normalised)}`;
  }

  /** The email a genuine token is for; null for anything else. */
  async emailOf(token: string): Promise<string | null> {
    if (token.length > 800) return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const email = Buffer.from(token.slice(0, dot), 'base64url').toString();
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(await this.sign(email));
    return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
  }

  private async sign(email: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`reminder-unsubscribe:${email}`)
      .digest('base64url');
  }

  private secret(): Promise<Buffer> {
    this.key ??= this.db
      .query("SELECT value FROM server_secrets WHERE name = 'reminder-unsubscribe'")
      .then((rows: Array<{ value: string }>) => {
        if (!rows.length) throw new Error('server_secrets has no reminder-unsubscribe key: run the migrations');
        return Buffer.from(rows[0].value, 'base64url');
      })
      .catch((error: Error) => {
        this.key = null;
        throw error;
      });
    return this.key;
  }
}
