import { type AuthedEnv, validate } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Outbox } from '../mail/outbox';

/**
 * Development only: mounted when IDENTITY_DEV_OUTBOX_ROUTE is set and mail goes to the local
 * outbox, never with SMTP_URL.
 */
export const devOutboxRoutes = (outbox: Outbox) =>
  new Hono<AuthedEnv>().get('/outbox', validate('query', z.object({ to: z.string().max(320).optional() })), async (c) =>
    c.json({ messages: await outbox.read(c.req.valid('query').to) }),
  );
