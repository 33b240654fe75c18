import { internalActivityInputSchema, projectIdParamSchema, studyChecksInputSchema, studyContextQuerySchema } from '@groundwork/contracts';
import { validate, type AppEnv, requireInternalToken } from '@groundwork/service-kit';
import { Hono } from 'hono';
import type { ProjectsContext } from '../context';
import { getStudyContext } from '../use-cases/get-study-context';
import { recordActivity } from '../use-cases/record-activity';
import { updateStudyChecks } from '../use-cases/update-study-checks';

/** Calls from other services (never routed by the gateway), behind INTERNAL_SERVICE_TOKEN. */
export const internalRoutes = (ctx: ProjectsContext, internalServiceToken: string | undefined) =>
  new Hono<AppEnv>()
    .use(requireInternalToken('projects', internalServiceToken))
    .get('/:id/study-context', validate('param', projectIdParamSchema), validate('query', studyContextQuerySchema), async (c) =>
      c.json(await getStudyContext(ctx, c.req.valid('query').organizationId, c.req.valid('param').id)),
    )
    .put('/:id/study-checks', validate('param', projectIdParamSchema), validate('json', studyChecksInputSchema), async (c) =>
      c.json(await updateStudyChecks(ctx, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/activity', validate('param', projectIdParamSchema), validate('json', internalActivityInputSchema), async (c) =>
      c.json(await recordActivity(ctx, c.req.valid('param').id, c.req.valid('json')), 201),
    );
