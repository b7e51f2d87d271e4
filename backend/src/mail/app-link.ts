import type { AppConfig } from '../config/app-config';

/**
 * The one link builder: an absolute link to a page of the app (a path from contracts' `app-paths.ts`) or to one of
 * its API routes, for a mail or a redirect. `publicUrl` was trimmed of trailing slashes once, in config; each query
 * value is URI-encoded.
 */
export function appLink(
  config: Pick<AppConfig, 'publicUrl'>,
  path: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${config.publicUrl}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}
