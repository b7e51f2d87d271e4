import { Injectable, OnModuleInit } from '@nestjs/common';
import { Projection, ProjectionContext } from '../event-store/projection';
import { ProjectionRegistry } from '../event-store/projection-registry';
import { StoredEvent } from '../event-store/stored-event';
import { ProblemReportEvent } from './domain/problem-report.events';

/**
 * Read table `problem_reports`. The screenshots' bytes (`report_screenshots`) are not a projection: they are
 * not in the events, so a rebuild must leave them where they are.
 */
@Injectable()
export class ReportsProjection implements Projection, OnModuleInit {
  readonly name = 'reports';
  readonly readTables = ['problem_reports'] as const;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async apply(stored: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const event = stored as unknown as ProblemReportEvent;
    if (event.type !== 'ProblemReported') return;
    const d = event.data;
    await manager.query(
      `INSERT INTO problem_reports (id, user_name, user_email, message, screenshot_type, reported_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [d.reportId, d.userName, d.userEmail, d.message, d.screenshot?.contentType ?? null, d.reportedAt],
    );
  }
}
