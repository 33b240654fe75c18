import { z } from 'zod';

/** The one error shape every service and the gateway put on the wire, with the HTTP status. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
