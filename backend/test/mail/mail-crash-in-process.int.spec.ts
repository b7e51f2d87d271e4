import { describeWorkerCrash } from './support/worker-crash-scenario';

// Without Redis the lease is the only recovery: when it runs out, the fresh runner claims the mail again.
describeWorkerCrash({ mode: 'an in-process runner (no Redis)', useRedis: false, leaseMs: 2000 });
