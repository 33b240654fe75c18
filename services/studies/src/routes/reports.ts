import { projectIdParamSchema } from '@groundwork/contracts';
import { limitBodySize, requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import { generateReport, getGeneratedReport, listGeneratedReports } from '../use-cases/generated-reports';

const reportParamSchema = projectIdParamSchema.extend({ reportId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid report id') });

/**
 * Report generation under `/api/projects/{id}` (spec 02 sections 2, 3, 7, 8): `POST
 * generate-report` queues the report's job (202 with the queued report; 409 REPORT_NOT_READY until
 * the four steps are done); `GET generated-reports` lists the history, newest (Current) first, with
 * each version's files; `GET generated-reports/{reportId}` one of them. Writers generate; viewers read.
 */
export const reportRoutes = (ctx: StudiesContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use('/:id/generate-report', requireAuth({ jwksUrl }), limitBodySize(MAX_BODY_BYTES))
    .use('/:id/generated-reports', requireAuth({ jwksUrl }))
    .use('/:id/generated-reports/*', requireAuth({ jwksUrl }))
    .post('/:id/generate-report', requireWriter(), validate('param', projectIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await generateReport(ctx, c.var.auth, c.req.valid('param').id), 202);
    })
    .get('/:id/generated-reports', validate('param', projectIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listGeneratedReports(ctx, c.var.auth, c.req.valid('param').id));
    })
    .get('/:id/generated-reports/:reportId', validate('param', reportParamSchema), async (c) => {
      const { id, reportId } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await getGeneratedReport(ctx, c.var.auth, id, reportId));
    });
