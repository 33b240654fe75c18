import { projectIdSchema } from '@groundwork/contracts';
import {
  databaseRecordQuerySchema,
  limitBodySize,
  recordItemIndexSchema,
  recordNarrativeUpdateInputSchema,
  validate,
  type AppEnv,
  requireInternalToken,
} from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { StudiesContext } from '../context';
import { getDatabaseRecord, updateRecordNarrative } from '../use-cases/record-narratives';

/** A record narrative (20,000 characters, up to 4 bytes each in UTF-8) and the few fields beside it. */
const NARRATIVE_UPDATE_MAX_BYTES = 128 * 1024;

const recordParamSchema = z.strictObject({ projectId: projectIdSchema, itemIndex: recordItemIndexSchema });

/**
 * Calls from other services (never routed by the gateway, which forwards `/api` only), behind
 * INTERNAL_SERVICE_TOKEN, mounted at `/internal/studies`: one record of a project's regulatory
 * database results, and saving its narrative (the review service's "save to database").
 */
export const internalRoutes = (ctx: StudiesContext, internalServiceToken: string | undefined) =>
  new Hono<AppEnv>()
    .use(requireInternalToken('studies', internalServiceToken), limitBodySize(NARRATIVE_UPDATE_MAX_BYTES))
    .get('/projects/:projectId/database/items/:itemIndex', validate('param', recordParamSchema), validate('query', databaseRecordQuerySchema), async (c) => {
      const { projectId, itemIndex } = c.req.valid('param');
      return c.json(await getDatabaseRecord(ctx, c.req.valid('query').organizationId, projectId, itemIndex));
    })
    .put(
      '/projects/:projectId/database/items/:itemIndex/narrative',
      validate('param', recordParamSchema),
      validate('json', recordNarrativeUpdateInputSchema),
      async (c) => {
        const saved = await updateRecordNarrative(ctx, { ...c.req.valid('param'), ...c.req.valid('json') });
        const { source, updatedBy } = c.req.valid('json');
        c.var.logger.info({ jobId: saved.jobId, itemIndex: saved.itemIndex, updatedBy, sessionId: source.sessionId }, 'record narrative saved');
        return c.json(saved);
      },
    );
