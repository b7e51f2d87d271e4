import { INestApplication } from '@nestjs/common';

export interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Middleware that Nest mounts for every path (nestjs-pino's request logger) sits in the router as a catch-all
 * "route"; it answers nothing itself.
 */
const MIDDLEWARE_PATHS = new Set(['{/*splat}', '/*splat', '*']);

/** Every HTTP route the running app answers, read from Express's router (so a new route is never missed). */
export function listRoutes(app: INestApplication): Route[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route && !MIDDLEWARE_PATHS.has(String(layer.route.path))
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: String(layer.route?.path) }))
      : [],
  );
}
