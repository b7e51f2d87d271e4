import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readUnsubscribeKey } from './unsubscribe-tokens.sql';

/** What a genuine unsubscribe token stops: one league's mail to the address, or (no league) all of it. */
export interface UnsubscribeScope {
  email: string;
  /** null: every league's mail and every reminder (the reminders' and the admin's email-all link) */
  leagueId: string | null;
}

/**
 * The one-click unsubscribe links' tokens: the email (and the league, for one league's mail) and an HMAC of them,
 * keyed by a secret made once per database (migration 1763856600000), so every process signs alike and nothing per
 * member is stored. A link cannot be forged for another address or another league, and never expires
 * (unsubscribing must keep working). Forms: `b64(email).sig` (everything) and `b64(league).b64(email).sig`.
 */
@Injectable()
export class UnsubscribeTokens {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: DataSource) {}

  /** Stops every league's mail and every reminder to the address. */
  async tokenFor(email: string): Promise<string> {
    const normalised = email.trim().toLowerCase();
    return `${b64(normalised)}.${await this.sign(`reminder-unsubscribe:${normalised}`)}`;
  }

  /** Stops one league's mail to the address. */
  async leagueTokenFor(leagueId: string, email: string): Promise<string> {
    const normalised = email.trim().toLowerCase();
    return `${b64(leagueId)}.${b64(normalised)}.${await this.sign(leagueSigned(leagueId, normalised))}`;
  }

  /** What a genuine token stops; null for anything else. */
  async scopeOf(token: string): Promise<UnsubscribeScope | null> {
    if (token.length > 1200) return null;
    const parts = token.split('.');
    if (parts.length === 2) {
      const email = unb64(parts[0]);
      return (await this.verify(parts[1], `reminder-unsubscribe:${email}`)) ? { email, leagueId: null } : null;
    }
    if (parts.length === 3) {
      const [leagueId, email] = [unb64(parts[0]), unb64(parts[1])];
      return (await this.verify(parts[2], leagueSigned(leagueId, email))) ? { email, leagueId } : null;
    }
    return null;
  }

  /** The email a genuine every-league token is for; null for anything else (the reminders' GET link). */
  async emailOf(token: string): Promise<string | null> {
    const scope = await this.scopeOf(token);
    return scope && scope.leagueId === null ? scope.email : null;
  }

  private async verify(signature: string, payload: string): Promise<boolean> {
    const given = Buffer.from(signature);
    const expected = Buffer.from(await this.sign(payload));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async sign(payload: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(payload)
      .digest('base64url');
  }

  private secret(): Promise<Buffer> {
    this.key ??= readUnsubscribeKey(this.db)
      .then((value) => {
        if (value === undefined) throw new Error('server_secrets has no reminder-unsubscribe key: run the migrations');
        return Buffer.from(value, 'base64url');
      })
      .catch((error: Error) => {
        this.key = null;
        throw error;
      });
    return this.key;
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString();
/** A distinct prefix, so no every-league signature can pass for a league's (or the reverse). */
const leagueSigned = (leagueId: string, email: string) => `league-mail-unsubscribe:${leagueId}\n${email}`;
