import { z } from 'zod';

/** GET /api/health: the process answers. */
export const HealthSchema = z.object({ ok: z.literal(true) });

/** GET /api/ready: 200 when this process can serve users, 503 naming what is down. */
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'error']),
  /** e.g. 'database and Redis up', 'Not ready: Redis down' */
  message: z.string(),
  checks: z.record(z.string(), z.object({ status: z.enum(['up', 'down']), message: z.string().optional() })),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** GET /api/admin/tonight (admin): the Tonight panel's figures, added across every process. */
export const TonightSchema = z.object({
  /** live connections open now */
  viewers: z.number().int(),
  /** live pushes emitted in the last minute */
  pushesLastMinute: z.number().int(),
  /** 95% of those pushes went out within this many ms of their commit; null without pushes */
  pushP95Ms: z.number().nullable(),
  /** elimination picks stored in the last minute */
  picksLastMinute: z.number().int(),
  /** mail recorded and not yet delivered; null while the database cannot be asked */
  mailsWaiting: z.number().int().nullable(),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
  /** how many processes' figures are added (Redis brings the others'; without it, this process alone) */
  processes: z.number().int(),
  /** when the figures were taken (ISO) */
  at: z.string(),
});
export type Tonight = z.infer<typeof TonightSchema>;

/** How often the panel asks for fresh figures, and each process shares its own. */
export const TONIGHT_REFRESH_MS = 2000;
