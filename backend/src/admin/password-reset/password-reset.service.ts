import { Inject, Injectable, Logger } from '@nestjs/common';
import { ADMIN_MESSAGES, ADMIN_RESET_LINK_HOURS, ADMIN_RESET_PASSWORD_PATH } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { badRequest } from '../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { appLink } from '../../mail/app-link';
import { MailOutbox } from '../../mail/mail-outbox';
import { adminPasswordResetMail } from '../../mail/templates/admin-mails';
import { adminPasswordResetCodes } from '../../sign-in/sign-in-codes.sql';
import { AdminAuthService } from '../auth/admin-auth.service';

/**
 * "Forgot password" for the one shared admin password: a single-use link, valid for an hour, mailed to
 * ADMIN_EMAIL. The resets table keeps only the link's digest; the link itself waits in the outbox until its mail is
 * sent, and the stored body is then cleared (mail-delivery.ts). Like sessions, this is security state, not a game fact, so it
 * is a plain table rather than events.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly auth: AdminAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Never fails and never tells whether anything was sent: the caller answers the same text either way, so the
   * endpoint reveals nothing about the configuration.
   */
  async requestReset(): Promise<void> {
    const to = this.config.adminEmail;
    if (!to) return;
    try {
      const now = this.clock.now();
      const { code: token, codeHash: tokenHash } = await adminPasswordResetCodes.issue(
        this.db,
        {},
        now,
        ADMIN_RESET_LINK_HOURS * 3600_000,
      );
      await this.outbox.enqueueOutsideCommand([
        {
          intentKey: `admin-password-reset:${tokenHash}`,
          to,
          ...adminPasswordResetMail({ resetLink: appLink(this.config, ADMIN_RESET_PASSWORD_PATH, { token }) }),
        },
      ]);
    } catch (error) {
      this.logger.error(`could not record the password reset mail: ${(error as Error).message}`);
    }
  }

  /**
   * Consumes the link and sets the password in one transaction: a used, unknown or expired link changes
   * nothing. Every other outstanding link is retired with it, and every admin session ends.
   */
  async reset(token: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      if (!(await adminPasswordResetCodes.redeem(manager, token, now)))
        throw badRequest(ADMIN_MESSAGES.invalidResetToken, 'token');
      await adminPasswordResetCodes.cancelUnused(manager, {}, now);
      await this.auth.setPassword(newPassword, manager);
    });
  }
}
