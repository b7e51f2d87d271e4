import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countOutboxByStatus } from '../../mail/mail-status';
import { withTimeout } from '../ops-redis';
import { Metrics } from './metrics';

/** The outbox counts, read at each scrape (every process sees the same table; Prometheus takes any one). */
@Injectable()
export class MailOutboxFigures implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.metrics.onScrape(async () => {
      const counts = await withTimeout(countOutboxByStatus(this.db, ''), 1000, 'the outbox count');
      this.metrics.mailOutbox.set({ status: 'pending' }, counts.queued);
      this.metrics.mailOutbox.set({ status: 'sent' }, counts.sent);
      this.metrics.mailOutbox.set({ status: 'failed' }, counts.failed);
    });
  }
}
