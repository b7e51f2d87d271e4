import { createServer, type Server } from 'node:http';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { metricsPortProblem } from '../../start-up/port';
import { METRICS_CONTENT_TYPE, Metrics } from './metrics';

/**
 * METRICS_PORT: the Prometheus text of GET /metrics on a port of its own, bound to 127.0.0.1 (the usual exporter
 * set-up: an agent on the machine scrapes it, no proxy can pass anything on to it, so it needs no token). Opened
 * when the app starts, closed when it stops.
 */
@Injectable()
export class MetricsPort implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsPort.name);
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort;
    if (port === undefined) return;
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET /metrics here.\n');
        return;
      }
      this.metrics.text().then(
        (text) => {
          response.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(text);
        },
        (error: unknown) => {
          this.logger.error(`metrics on METRICS_PORT failed: ${error instanceof Error ? error.message : error}`);
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) => reject(metricsPortProblem(port, error) ?? error));
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    // A scraper's kept-alive connection would hold the close: a scrape cut short is retried at the next interval.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
