import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { unauthorized } from '../../common/domain-error';
import { hashPassword, newSecret, verifyPassword } from '../../common/secrets';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { adminSessions } from '../../sign-in/sessions.sql';

const SESSION_HOURS = 12;

/**
 * The admin's one shared password, checked on the server (the old product checked it in the browser), and the
 * sessions it opens. Credentials and sessions are security state, not game facts, so they are plain tables
 * rather than events.
 */
@Injectable()
export class AdminAuthService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * On first start: hash ADMIN_PASSWORD, or generate a password and answer it so start-up prints it once.
   * Answers where the current password came from.
   */
  async ensurePassword(): Promise<{ source: string; generatedPassword?: string }> {
    const rows: Array<{ updated_at: Date }> = await this.db.query('SELECT updated_at FROM admin_credentials');
    if (rows.length > 0) return { source: 'stored hash in the database (set on first start or by a reset)' };
    const generatedPassword = this.config.adminPassword ? undefined : newSecret().slice(0, 16);
    const password = this.config.adminPassword ?? (generatedPassword as string);
    await this.db.query(
      'INSERT INTO admin_credentials (id, password_hash) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
      [await hashPassword(password)],
    );
    return generatedPassword
      ? { source: 'generated on first start (shown once below)', generatedPassword }
      : { source: 'ADMIN_PASSWORD (hashed into the database on first start)' };
  }

  async login(password: string): Promise<{ token: string; expiresAt: Date }> {
    const rows: Array<{ password_hash: string }> = await this.db.query(
      'SELECT password_hash FROM admin_credentials WHERE id = 1',
    );
    if (rows.length === 0 || !(await verifyPassword(password, rows[0].password_hash))) {
      throw unauthorized(MESSAGES.incorrectPassword);
    }
    const expiresAt = new Date(this.clock.now().getTime() + SESSION_HOURS * 3600_000);
    return { token: await adminSessions.open(this.db, expiresAt), expiresAt };
  }

  async isValidSession(token: string): Promise<boolean> {
    return adminSessions.isOpen(this.db, token, this.clock.now());
  }

  async logout(token: string): Promise<void> {
    await adminSessions.end(this.db, token);
  }

  /**
   * A password change (reset) ends every open admin session. Given a transaction's `manager`, it happens in
   * that transaction (a reset consumes its link in the same one).
   */
  async setPassword(password: string, manager?: EntityManager): Promise<void> {
    const passwordHash = await hashPassword(password);
    const change = async (m: EntityManager) => {
      await m.query(
        `INSERT INTO admin_credentials (id, password_hash, updated_at) VALUES (1, $1, now())
         ON CONFLICT (id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
        [passwordHash],
      );
      await adminSessions.endAll(m);
    };
    if (manager) await change(manager);
    else await this.db.transaction(change);
  }
}
