// The arrival loop the viewer processes share (bench/live-clients.mjs for standings, bench/chat-clients.mjs for
// chat): kept apart from support.mjs, whose database and Redis clients a process of thousands of sockets does not need.

const now = () => performance.timeOrigin + performance.now();

/**
 * Opens up to `count` viewers with `openViewer(deadline)`, at most `window` handshakes in flight, until `deadlineMs`
 * has passed (a viewer still opening then finishes on its own, uncounted here). `openViewer` adds its viewer to
 * `viewers` and resolves once it subscribed (`subscribed`, `subscribedAt`) or failed. Answers the figures of the
 * drivers' 'opened' (bench/live-driver.mjs), but for the process's own counts.
 */
export async function openViewers({ count, window, deadlineMs }, openViewer, viewers) {
  const deadline = now() + deadlineMs;
  const startedAt = now();
  let next = 0;
  await Promise.race([
    Promise.all(
      Array.from({ length: Math.min(window, count) }, async () => {
        while (next < count && now() < deadline) {
          next++;
          await openViewer(deadline);
        }
      }),
    ),
    new Promise((r) => setTimeout(r, Math.max(0, deadline - now()))),
  ]);
  const lastSubscribedAt = viewers.reduce(
    (latest, v) => (v.subscribed ? Math.max(latest, v.subscribedAt) : latest),
    startedAt,
  );
  return { opened: next, startedAt, lastSubscribedAt };
}
