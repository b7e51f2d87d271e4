import { describeWorkerCrash } from './support/worker-crash-scenario';

// The lease outlasts BullMQ's stalled-job recovery (lockDuration 2 s, stalledInterval 1 s here), so the recovered
// job first finds the mail still held, waits in `delayed` until the lease runs out, then sends it.
describeWorkerCrash({ mode: 'a BullMQ worker', useRedis: true, leaseMs: 4000 });
