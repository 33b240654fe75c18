import {
  mapUploadUrlInputSchema,
  projectIdParamSchema,
  projectIdSchema,
  registerMapInputSchema,
  updateMapInputSchema,
  type MapDocumentKind,
} from '@groundwork/contracts';
import { limitBodySize, requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import { issueMapUploadUrl } from '../use-cases/issue-map-upload-url';
import { deleteMap, getMap, listMaps, updateMap } from '../use-cases/map-documents';
import { registerMap } from '../use-cases/register-map';

const mapParamSchema = z.strictObject({ id: projectIdSchema, mapId: z.uuid('Invalid map id') });

/** Project ids are hex: one spelling for keys and records. */
const projectOf = (param: { id: string }) => param.id.toLowerCase();

/**
 * One kind of historical map's routes under `/api/projects/{id}/{kind}` (`topography`, `fire-map`):
 * the upload URL, registering the uploaded file, the list, one map, its details, deleting it.
 * Viewers read only.
 */
export const mapDocumentRoutes = (ctx: StudiesContext, jwksUrl: string, kind: MapDocumentKind) =>
  new Hono<AuthedEnv>()
    .use(`/:id/${kind}/*`, requireAuth({ jwksUrl }), limitBodySize(MAX_BODY_BYTES))
    .post(`/:id/${kind}/upload-url`, requireWriter(), validate('param', projectIdParamSchema), validate('json', mapUploadUrlInputSchema), async (c) =>
      c.json(await issueMapUploadUrl(ctx, c.var.auth, projectOf(c.req.valid('param')), c.req.valid('json'))),
    )
    .get(`/:id/${kind}/maps`, validate('param', projectIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listMaps(ctx, c.var.auth, projectOf(c.req.valid('param')), kind));
    })
    .post(`/:id/${kind}/maps`, requireWriter(), validate('param', projectIdParamSchema), validate('json', registerMapInputSchema), async (c) =>
      c.json(await registerMap(ctx, c.var.auth, projectOf(c.req.valid('param')), kind, c.req.valid('json'))),
    )
    .get(`/:id/${kind}/maps/:mapId`, validate('param', mapParamSchema), async (c) => {
      const param = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await getMap(ctx, c.var.auth, projectOf(param), kind, param.mapId));
    })
    .patch(`/:id/${kind}/maps/:mapId`, requireWriter(), validate('param', mapParamSchema), validate('json', updateMapInputSchema), async (c) => {
      const param = c.req.valid('param');
      return c.json(await updateMap(ctx, c.var.auth, projectOf(param), kind, param.mapId, c.req.valid('json')));
    })
    .delete(`/:id/${kind}/maps/:mapId`, requireWriter(), validate('param', mapParamSchema), async (c) => {
      const param = c.req.valid('param');
      await deleteMap(ctx, c.var.auth, projectOf(param), kind, param.mapId);
      return c.body(null, 204);
    });
