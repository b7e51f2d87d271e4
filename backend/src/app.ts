import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { CAST_CSV_MAX_BYTES } from '@tribal/contracts';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { urlencoded } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule, AppRuntime } from './app.module';
import { HttpErrorFilter } from './common/http-exception.filter';
import { bindRequestScope } from './common/request-scope';
import { refuseCrossSiteCookieWrites } from './common/same-origin-writes';
import { refuseUnstorableText, StorableTextPipe } from './common/storable-text';
import { migrateUnderStartUpLock } from './database/start-up-lock';
import { CatchUpBeacon } from './live/catch-up-beacon';
import { LiveIoAdapter } from './live/live-io.adapter';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './mail/league-mail-unsubscribe';
import { Metrics } from './operations/metrics/metrics';
import { observeRequests } from './operations/request-observation';

/**
 * Builds the whole app (API, socket.io, static front end) for a runtime; main.ts and the tests both use it. The
 * schema is brought up to date first, under the database's start-up lock; the other start-up writes follow once
 * the app is built (`runStartUpWrites`).
 */
export async function createApp(runtime: AppRuntime, options: { logger?: boolean } = {}): Promise<INestApplication> {
  await migrateUnderStartUpLock(runtime.databaseUrl);
  const logs = options.logger !== false;
  // Nest's own lines go through pino too (JSON lines, request ids); what Nest says while it builds the app
  // waits in a buffer until the pino logger is in place.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime, { logs }), {
    logger: logs ? undefined : false,
    bufferLogs: logs,
    bodyParser: false,
  });
  if (logs) app.useLogger(app.get(Logger));
  // Request ids, request log lines and the HTTP histogram; OBSERVABILITY=off (bench:http's other half): none.
  if (runtime.config.observability) app.use(observeRequests(app.get(Metrics)));
  app.set('trust proxy', runtime.config.trustProxy);
  app.disable('x-powered-by');
  // The React app loads only its own scripts and talks to its own origin (API and socket.io).
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  // The API's JSON answers gzipped when the browser takes it (issue 30: a phone's first standings visit loads the
  // season's scores and the league's team stints, 18 KB as they are, 3 KB gzipped). The web app's files come
  // precompressed (web-app/serve-web-app.ts) and are left alone, as is everything under 1 KB.
  app.use(
    compression({
      threshold: 1024,
      filter: (req, res) => req.path.startsWith('/api/') && /json/.test(String(res.getHeader('Content-Type'))),
    }),
  );
  // JSON only (and multipart where a route takes a file): the app never posts forms, and a form-encoded body is
  // what another site's page can make a browser send with our cookie.
  app.useBodyParser('json', { limit: '256kb' });
  // A season's cast as a CSV file (POST /api/seasons/{n}/cast): read as text, checked like any other text.
  app.useBodyParser('text', { type: 'text/csv', limit: CAST_CSV_MAX_BYTES });
  // The one exception: RFC 8058's one-click unsubscribe is a form POST by the mail provider. Its only credential
  // is the signed token in its URL (no cookie), so a form posted from another site can do nothing a link cannot.
  app.use(ONE_CLICK_UNSUBSCRIBE_PATH, urlencoded({ extended: false, limit: '1kb' }));
  app.use(cookieParser());
  app.use(refuseCrossSiteCookieWrites(runtime.config.publicUrl, runtime.config.corsOrigins));
  app.use(refuseUnstorableText);
  app.use(bindRequestScope);
  app.useGlobalPipes(new StorableTextPipe());
  if (runtime.config.corsOrigins.length) app.enableCors({ origin: runtime.config.corsOrigins, credentials: true });
  app.useGlobalFilters(new HttpErrorFilter());
  const io = new LiveIoAdapter(
    app,
    runtime.redis,
    runtime.config.corsOrigins,
    app.get(CatchUpBeacon),
    runtime.config.observability ? app.get(Metrics).liveRedisMessages : undefined,
    runtime.config.liveRedisAdapter,
  );
  await io.connectToRedis();
  app.useWebSocketAdapter(io);
  return app;
}
