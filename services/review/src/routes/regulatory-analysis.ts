import { createRegulatorySessionInputSchema } from '@groundwork/contracts';
import { requireWriter, validate } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { getRecordSession } from '../use-cases/get-record-session';
import { openRecordSession } from '../use-cases/open-record-session';
import { saveToDatabase } from '../use-cases/save-to-database';
import { sessionParamSchema, sessionRoutes } from './session-routes';

/**
 * The regulatory analysis of one database record under `/api/regulatory-analysis` (spec 02
 * sections 2, 3, 4, 7, 8): a session per record, its agency documents uploaded and read for the
 * case's closure, questions answered from them, and the analysis saved into the record's
 * narrative (`If-Match`: the narrative version the page loaded).
 */
export const regulatoryAnalysisRoutes = (ctx: ReviewContext, jwksUrl: string, uploadMaxBytes: number) =>
  sessionRoutes(ctx, 'regulatory', jwksUrl, uploadMaxBytes)
    .post('/session', validate('json', createRegulatorySessionInputSchema), async (c) => c.json(await openRecordSession(ctx, c.var.auth, c.req.valid('json'))))
    .get('/session/:sessionId', validate('param', sessionParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getRecordSession(ctx, c.var.auth, c.req.valid('param').sessionId));
    })
    .post('/session/:sessionId/save-to-database', requireWriter(), validate('param', sessionParamSchema), async (c) =>
      c.json(await saveToDatabase(ctx, c.var.auth, c.req.valid('param').sessionId, { expectedVersion: c.req.header('if-match') ?? null })),
    );
