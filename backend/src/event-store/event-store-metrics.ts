/**
 * What the event store reports about its own work. Declared here so the store knows no metrics library and no
 * operations folder: `operations/` provides its Prometheus metrics under this token. Absent where a test builds
 * the event store alone.
 */
export interface EventStoreMetrics {
  /** a command sent with an Idempotency-Key: `hit` when a repeat was answered from its first result */
  readonly idempotencyLookups: { inc(labels: { result: 'hit' | 'miss' }): void };
  /** one append statement; the timer's end is called once the rows are back */
  readonly eventAppend: { startTimer(): () => unknown };
  /** applying appended events to one projection, inside the command's transaction */
  readonly projectionDuration: { startTimer(labels: { projection: string }): () => unknown };
}

export const EVENT_STORE_METRICS = Symbol('EVENT_STORE_METRICS');
