import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { keepVapidKeys } from './push.sql';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair push services know this server by. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; else made at
 * the first start and kept in `push_vapid_keys`, so every process and every restart signs with the same pair (a new
 * pair would orphan every subscription: browsers bind a subscription to the key it was made with).
 */
@Injectable()
export class VapidKeys implements OnModuleInit {
  private readonly logger = new Logger(VapidKeys.name);
  private details: VapidDetails | null = null;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.load();
  }

  /** The pair in force (loaded at start-up; loaded now if asked before). */
  async current(): Promise<VapidDetails> {
    return this.details ?? (await this.load());
  }

  private async load(): Promise<VapidDetails> {
    const { vapidPublicKey, vapidPrivateKey, vapidSubject } = this.config;
    if (vapidPublicKey && vapidPrivateKey) {
      this.details = { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
      return this.details;
    }
    // Insert on conflict do nothing, then read: two processes starting at once both end up with the first pair.
    const kept = await keepVapidKeys(this.db.manager, webpush.generateVAPIDKeys());
    this.details = { subject: vapidSubject, ...kept };
    this.logger.log('web push signs with the VAPID key pair kept in the database');
    return this.details;
  }
}
