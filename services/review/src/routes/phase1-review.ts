import { createPhase1SessionInputSchema } from '@groundwork/contracts';
import { validate } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { getSession } from '../use-cases/get-session';
import { openSession } from '../use-cases/open-session';
import { sessionParamSchema, sessionRoutes } from './session-routes';

/**
 * The Review Phase 1 assistant under `/api/phase1-review` (spec 02 sections 2, 3, 5, 7): a session
 * per project, reports uploaded and analysed, questions answered from them.
 */
export const phase1ReviewRoutes = (ctx: ReviewContext, jwksUrl: string, uploadMaxBytes: number) =>
  sessionRoutes(ctx, 'phase1', jwksUrl, uploadMaxBytes)
    .post('/session', validate('json', createPhase1SessionInputSchema), async (c) => c.json(await openSession(ctx, c.var.auth, c.req.valid('json'))))
    .get('/session/:sessionId', validate('param', sessionParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getSession(ctx, c.var.auth, c.req.valid('param').sessionId));
    });
