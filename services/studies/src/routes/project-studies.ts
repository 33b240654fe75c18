import {
  cityDirectoryJobPatchInputSchema,
  cityDirectoryProcessInputSchema,
  environmentalNarrativesInputSchema,
  jobIdSchema,
  projectIdParamSchema,
  projectIdSchema,
  streetAliasesInputSchema,
} from '@groundwork/contracts';
import { limitBodySize, recordItemIndexSchema, requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_BODY_BYTES, NARRATIVES_MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import { listCityDirectoryRuns, patchCityDirectoryRun, startCityDirectoryRun } from '../use-cases/city-directory-runs';
import { AERIAL_RUNS } from '../use-cases/aerial-runs';
import { DATABASE_RUNS } from '../use-cases/database-runs';
import { listProjectRuns } from '../use-cases/project-runs';
import { getNarratives, putNarratives } from '../use-cases/narratives';
import { listNarrativeVersions } from '../use-cases/record-narratives';
import { rematchCityDirectoryRun } from '../use-cases/rematch';
import { getStreetAliases, putStreetAliases } from '../use-cases/street-aliases';

const runParamSchema = z.strictObject({ id: projectIdSchema, jobId: jobIdSchema });
const itemParamSchema = z.strictObject({ id: projectIdSchema, index: recordItemIndexSchema });

/**
 * The product's study routes under `/api/projects/{id}` (spec 02 section 7): the city directory
 * runs, street aliases, the regulatory narrative, the regulatory database and aerial runs (started
 * through `POST /api/processing/cd/process` with the project's id). The project must be the caller's
 * organization's (the projects service answers); viewers read only.
 */
export const projectStudyRoutes = (ctx: StudiesContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }))
    // Registered before the general body limit, which therefore never runs for it: a narrative may be larger.
    .put(
      '/:id/environmental/narratives',
      limitBodySize(NARRATIVES_MAX_BODY_BYTES),
      requireWriter(),
      validate('param', projectIdParamSchema),
      validate('json', environmentalNarrativesInputSchema),
      async (c) => c.json(await putNarratives(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('json'))),
    )
    .use(limitBodySize(MAX_BODY_BYTES))
    .post(
      '/:id/city-directory/process',
      requireWriter(),
      validate('param', projectIdParamSchema),
      validate('json', cityDirectoryProcessInputSchema),
      async (c) => c.json(await startCityDirectoryRun(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/:id/city-directory/jobs', validate('param', projectIdParamSchema), async (c) =>
      c.json(await listCityDirectoryRuns(ctx, c.var.auth, c.req.valid('param').id)),
    )
    .patch(
      '/:id/city-directory/jobs/:jobId',
      requireWriter(),
      validate('param', runParamSchema),
      validate('json', cityDirectoryJobPatchInputSchema),
      async (c) => {
        const { id, jobId } = c.req.valid('param');
        return c.json(await patchCityDirectoryRun(ctx, c.var.auth, id, jobId, c.req.valid('json')));
      },
    )
    .post('/:id/city-directory/jobs/:jobId/rematch', requireWriter(), validate('param', runParamSchema), async (c) => {
      const { id, jobId } = c.req.valid('param');
      return c.json(await rematchCityDirectoryRun(ctx, c.var.auth, id, jobId), 202);
    })
    .get('/:id/city-directory/aliases', validate('param', projectIdParamSchema), async (c) =>
      c.json(await getStreetAliases(ctx, c.var.auth, c.req.valid('param').id)),
    )
    .put('/:id/city-directory/aliases', requireWriter(), validate('param', projectIdParamSchema), validate('json', streetAliasesInputSchema), async (c) =>
      c.json(await putStreetAliases(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('json').aliases)),
    )
    .get('/:id/environmental/narratives', validate('param', projectIdParamSchema), async (c) =>
      c.json(await getNarratives(ctx, c.var.auth, c.req.valid('param').id)),
    )
    .get('/:id/environmental/narratives/items/:index/versions', validate('param', itemParamSchema), async (c) => {
      const { id, index } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listNarrativeVersions(ctx, c.var.auth, id, index));
    })
    .get('/:id/environmental/jobs', validate('param', projectIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listProjectRuns(ctx, DATABASE_RUNS, c.var.auth, c.req.valid('param').id));
    })
    .get('/:id/aerial/jobs', validate('param', projectIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listProjectRuns(ctx, AERIAL_RUNS, c.var.auth, c.req.valid('param').id));
    });
