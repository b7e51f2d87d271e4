import { API_ROUTES, type Caller } from './api-routes';
import { openApiDocument } from './openapi';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const WHO: Record<Caller, string> = {
  anyone: 'anyone',
  admin: 'admin session',
  member: 'X-Entry-Token',
  manager: 'admin session or the league’s commissioner',
  commissioner: 'commissioner token',
};

/**
 * GET /api/docs: the description as one readable page, rendered on the server (the app's Content-Security-Policy
 * allows no outside script, and none is needed): every route, who may call it, what it takes and answers.
 */
export function docsPage(): string {
  const document = openApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const tags = [...new Set(API_ROUTES.map((route) => route.tag))];
  const sections = tags.map((tag) => {
    const routes = API_ROUTES.filter((route) => route.tag === tag).map((route) => {
      const operation = document.paths[route.path][route.method];
      const details = JSON.stringify(
        { parameters: operation.parameters, requestBody: operation.requestBody, responses: operation.responses },
        null,
        2,
      );
      return `<details><summary><code class="m ${route.method}">${route.method.toUpperCase()}</code> <code>${escapeHtml(route.path)}</code> — ${escapeHtml(route.summary)} <small>(${WHO[route.caller]})</small></summary><pre>${escapeHtml(details)}</pre></details>`;
    });
    return `<section><h2>${escapeHtml(tag)}</h2>${routes.join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tribal Pool API</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1d2b22;background:#f8f3ea}
h1{margin-bottom:.25rem}details{background:#fff;border:1px solid #ddd;border-radius:.4rem;margin:.35rem 0;padding:.4rem .6rem}
summary{cursor:pointer}pre{overflow:auto;font-size:.8rem;background:#f4f4f4;padding:.5rem}
.m{display:inline-block;min-width:4.2rem;font-weight:700}.get{color:#19692c}.post{color:#8a5300}.put,.patch{color:#0b4f8a}.delete{color:#a1262c}
</style></head><body>
<h1>Tribal Pool API</h1>
<p>Generated from the contracts' schemas. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
Every failure answers <code>{ "message": … }</code>; 503 with <code>Retry-After</code> means nothing was saved: send the
same request again, with the same <code>Idempotency-Key</code>.</p>
${sections.join('\n')}
</body></html>`;
}
