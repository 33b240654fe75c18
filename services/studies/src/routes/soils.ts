import { INVALID_POLYGON_MESSAGE, projectIdParamSchema, soilsFetchInputSchema, type SoilsFetchInput } from '@groundwork/contracts';
import {
  AppError,
  badRequest,
  describeIssues,
  limitBodySize,
  requireAuth,
  requireWriter,
  validate,
  validationFailed,
  type AuthedEnv,
} from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import { fetchSoils, getSoils, type SoilsRouteSettings } from '../use-cases/soil-runs';

/** The body as the contract has it; a polygon that is not one is the spec's message (400 INVALID_POLYGON). */
function soilsInputOf(body: unknown): SoilsFetchInput {
  const parsed = soilsFetchInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = describeIssues(parsed.error);
  if (parsed.error.issues.some((issue) => issue.path[0] === 'polygonGeoJson')) throw badRequest(INVALID_POLYGON_MESSAGE, { issues }, 'INVALID_POLYGON');
  throw validationFailed('json', issues);
}

/**
 * The soils study under `/api/projects/{id}/soils` (spec 02 sections 2, 5, 7, 8): `POST` queries USDA
 * Soil Data Access for the subject polygon in a `soils` job and answers 200 with the result, 502
 * SOILS_FETCH_FAILED with the reason, or 202 RUNNING when SDA is still working after `waitMs`;
 * `GET` answers the latest query's state. Writers start queries; viewers read.
 */
export const soilsRoutes = (ctx: StudiesContext, jwksUrl: string, settings: SoilsRouteSettings) =>
  new Hono<AuthedEnv>()
    .use('/:id/soils', requireAuth({ jwksUrl }), limitBodySize(MAX_BODY_BYTES))
    .post('/:id/soils', requireWriter(), validate('param', projectIdParamSchema), validate('json', z.looseObject({})), async (c) => {
      const state = await fetchSoils(ctx, c.var.auth, c.req.valid('param').id, soilsInputOf(c.req.valid('json')), settings);
      c.header('Cache-Control', 'no-store');
      if (state.status === 'FAILED') throw new AppError(502, 'SOILS_FETCH_FAILED', state.error, { jobId: state.jobId });
      return c.json(state, state.status === 'RUNNING' ? 202 : 200);
    })
    .get('/:id/soils', validate('param', projectIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getSoils(ctx, c.var.auth, c.req.valid('param').id, settings));
    });
