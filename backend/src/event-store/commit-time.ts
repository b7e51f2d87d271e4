/**
 * When the transaction that produced a notification committed (performance.now()), so a live push can tell how
 * long after the commit it went out (tribal_push_latency_seconds). Kept beside the object, not in it: the
 * notifications are the projections' own classes.
 */
const committedAt = new WeakMap<object, number>();

export function markCommitted(notification: object, at: number): void {
  committedAt.set(notification, at);
}

export function commitTimeOf(notification: object): number | undefined {
  return committedAt.get(notification);
}
