export function freePort(): Promise<number>;
export function waitForPort(
  port: number,
  options?: { timeoutMs?: number; child?: import('node:child_process').ChildProcess },
): Promise<void>;

export interface ThrowawayPostgres {
  port: number;
  /** the `postgres` database */
  url: string;
  urlFor(database: string): string;
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
  destroy(): void;
}
export function startThrowawayPostgres(): Promise<ThrowawayPostgres>;

export interface ThrowawayRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}
export function startThrowawayRedis(): Promise<ThrowawayRedis>;
