import { z } from 'zod';

export const healthCheckStateSchema = z.enum(['ok', 'down']);
export type HealthCheckState = z.infer<typeof healthCheckStateSchema>;

/** `GET /healthz` of every service (200 when ok, 503 when unavailable). */
export const healthzResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), healthCheckStateSchema).optional(),
});
export type HealthzResponse = z.infer<typeof healthzResponseSchema>;
