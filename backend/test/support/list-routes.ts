import { INestApplication } from '@nestjs/common';

export interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every HTTP route the running app answers, read from Express's router (so a new route is never missed). */
export function listRoutes(app: INestApplication): Route[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: String(layer.route?.path) }))
      : [],
  );
}
