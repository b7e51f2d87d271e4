import type { ServerResponse } from 'node:http';
import { relative } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the app process answers itself: never the web app's, so their 404s stay the API's own. */
const NOT_THE_WEB_APP = /^\/(api|socket\.io)(\/|$)|^\/metrics$/;
/** Vite's output: a file here is named by its content's hash, so it can be kept for good. */
const HASHED_ASSETS = /^\/assets\//;

/** The sample casts' portraits (frontend/public/castaways): they change only with a release, if ever. */
const SAMPLE_PORTRAITS = /^\/castaways\//;
/** Also deploy/nginx.conf's, for the same files. */
const SAMPLE_PORTRAIT_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Which Cache-Control a file gets. Hashed assets never change under their name: a year, immutable, so a repeat
 * visit asks nothing. The sample casts' portraits are kept a day, then used while revalidated for a week: a
 * standings page shows a dozen of them, and revalidating each on every visit cost a phone a round trip and about a
 * kilobyte apiece. Everything else (index.html, the service worker, the manifest, icons) is revalidated on each
 * use: index.html names the current release's assets, and a stale one would pin a phone to an old release.
 */
export function webAppCacheControl(pathInDist: string): string {
  if (HASHED_ASSETS.test(pathInDist)) return 'public, max-age=31536000, immutable';
  return SAMPLE_PORTRAITS.test(pathInDist) ? SAMPLE_PORTRAIT_CACHE_CONTROL : 'no-cache';
}

/**
 * The built front end, precompressed at build time (`.br` and `.gz` beside each file, see frontend/vite.config.ts):
 * brotli when the browser takes it, else gzip, else the file as it is (`Vary: Accept-Encoding` either way). A
 * route of the app (`/league/…`) answers index.html; a missing `/assets/…` file answers 404, not index.html, so
 * that a page of an older release asking for a chunk that is gone fails clearly instead of parsing HTML as code.
 */
export function serveWebApp(dist: string): RequestHandler {
  const files = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // Cache-Control is ours (below); serve-static's own would say max-age=0.
      cacheControl: false,
      setHeaders: (res: ServerResponse, filePath: string) => {
        res.setHeader('Cache-Control', webAppCacheControl(`/${relative(dist, filePath)}`));
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_WEB_APP.test(req.path)) return next();
    files(req, res, () => {
      if (HASHED_ASSETS.test(req.path)) {
        res.status(404).json({ message: `Not found: ${req.path}` });
        return;
      }
      // A route of the single-page app: its page is index.html, negotiated like any other file.
      const original = req.url;
      req.url = '/index.html';
      files(req, res, (error?: unknown) => {
        req.url = original;
        next(error);
      });
    });
  };
}
