import { projectIdSchema, projectReviewFactsQuerySchema } from '@groundwork/contracts';
import { type AppEnv, requireInternalToken, validate } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ReviewContext } from '../context';
import { projectFindings } from '../use-cases/project-findings';

const projectParamSchema = z.strictObject({ projectId: projectIdSchema });

/** Calls from other services (never routed by the gateway), behind INTERNAL_SERVICE_TOKEN. */
export const internalRoutes = (ctx: ReviewContext, internalServiceToken: string | undefined) =>
  new Hono<AppEnv>()
    .use(requireInternalToken('review', internalServiceToken))
    .get('/projects/:projectId/findings', validate('param', projectParamSchema), validate('query', projectReviewFactsQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await projectFindings(ctx, c.req.valid('query').organizationId, c.req.valid('param').projectId));
    });
