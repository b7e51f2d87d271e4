import { createServer } from 'node:net';
import { errorCode, StartUpError } from './start-up-error';

/** The user-facing reason the app cannot listen on `port`. */
export function portProblem(port: number, error: unknown): StartUpError | undefined {
  const code = errorCode(error);
  if (code === 'EADDRINUSE') {
    return new StartUpError(
      `Port ${port} is already in use (another Tribal Pool, or another program, is listening on it).`,
      `Fix: stop that program, or choose another port: PORT=${port === 3000 ? 3001 : 3000} npm start.`,
    );
  }
  if (code === 'EACCES') {
    return new StartUpError(
      `Port ${port} needs administrator rights on this system.`,
      'Fix: choose a port of 1024 or above, e.g. PORT=3000 npm start.',
    );
  }
  return undefined;
}

/**
 * Answers whether the app's port is free before the (slow, on first start) embedded PostgreSQL starts, so that a
 * busy port is reported at once. The real `listen` maps the same errors, for a port taken in between.
 */
export function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => reject(portProblem(port, error) ?? error));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve()));
  });
}

/** The user-facing reason the app cannot listen on METRICS_PORT (on 127.0.0.1). */
export function metricsPortProblem(port: number, error: unknown): StartUpError | undefined {
  const code = errorCode(error);
  if (code !== 'EADDRINUSE' && code !== 'EACCES') return undefined;
  return new StartUpError(
    code === 'EADDRINUSE'
      ? `METRICS_PORT ${port} is already in use (another process, or another Tribal Pool on this machine).`
      : `METRICS_PORT ${port} needs administrator rights on this system.`,
    'Fix: give each process its own METRICS_PORT (1024 or above), or unset it and scrape /metrics on PORT.',
  );
}

/** As ensurePortFree, for METRICS_PORT when it is set: a taken port is reported before the database starts. */
export function ensureMetricsPortFree(port: number | undefined): Promise<void> {
  if (port === undefined) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => reject(metricsPortProblem(port, error) ?? error));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
