import { readFileSync } from 'node:fs';

/**
 * Connections the app asks the kernel to hold while they wait to be accepted: an episode's viewers arriving at
 * once (a restart, a push of the web app) open thousands within a second, more than Node's default of 511.
 */
export const WANTED_LISTEN_BACKLOG = 65_535;
/** Node's own backlog, used when the kernel's limit cannot be read (not Linux, no /proc). */
export const FALLBACK_LISTEN_BACKLOG = 511;
const SOMAXCONN = '/proc/sys/net/core/somaxconn';

export interface ListenBacklog {
  backlog: number;
  /** One start-up line, when the kernel's limit is below what the app asks for. */
  note?: string;
}

/**
 * The backlog to listen with: what the app asks for, capped by `net.core.somaxconn` (the kernel caps any larger one
 * silently, so the app says so itself), or Node's 511 when that limit is unreadable.
 */
export function chooseListenBacklog(somaxconn: string | undefined, wanted = WANTED_LISTEN_BACKLOG): ListenBacklog {
  const limit = Number((somaxconn ?? '').trim());
  if (!somaxconn?.trim() || !Number.isInteger(limit) || limit < 1) return { backlog: FALLBACK_LISTEN_BACKLOG };
  if (limit >= wanted) return { backlog: wanted };
  return {
    backlog: limit,
    note:
      `  listen backlog: ${limit} (net.core.somaxconn caps the ${wanted} the app asks for; ` +
      `sysctl -w net.core.somaxconn=${wanted} raises it)`,
  };
}

/** The kernel's limit as the file says it, or undefined where there is no such file. */
export function readSomaxconn(path = SOMAXCONN): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
