import {
  activityQuerySchema,
  createProjectInputSchema,
  createPropertyInputSchema,
  projectIdParamSchema,
  projectListQuerySchema,
  updateProjectInputSchema,
} from '@groundwork/contracts';
import { requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono, type Context } from 'hono';
import type { ProjectsContext } from '../context';
import { matchesIfNoneMatch } from '../http-cache';
import type { CachedJson } from '../list-cache';
import { archiveProject, restoreProject } from '../use-cases/archive-project';
import { createProject } from '../use-cases/create-project';
import { createProperty } from '../use-cases/create-property';
import { getProject } from '../use-cases/get-project';
import { listOrganizationActivity, listProjectActivity } from '../use-cases/list-activity';
import { listProjects } from '../use-cases/list-projects';
import { listProperties } from '../use-cases/list-properties';
import { suggestAdjoining } from '../use-cases/suggest-adjoining';
import { updateProject } from '../use-cases/update-project';

/**
 * A cached JSON answer with its ETag, revalidated on every use (`no-cache`); 304 without a body
 * when `If-None-Match` names it. The ETag already names the organization, so `private` and
 * `Vary: Authorization` only keep shared caches out.
 */
async function sendCachedJson(c: Context<AuthedEnv>, cached: CachedJson) {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization');
  if (matchesIfNoneMatch(c.req.header('if-none-match'), cached.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(await cached.body());
}

/**
 * The caller's organization's projects, their properties and adjoining-parcel suggestions. Everyone reads; viewers get 403 on every write. An id
 * outside the organization is 404, a malformed one 400.
 */
export const projectRoutes = (ctx: ProjectsContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }))
    .get('/', validate('query', projectListQuerySchema), async (c) => sendCachedJson(c, await listProjects(ctx, c.var.auth, c.req.valid('query'))))
    .post('/', requireWriter(), validate('json', createProjectInputSchema), async (c) => c.json(await createProject(ctx, c.var.auth, c.req.valid('json')), 201))
    .get('/activity', validate('query', activityQuerySchema), async (c) =>
      sendCachedJson(c, await listOrganizationActivity(ctx, c.var.auth, c.req.valid('query').limit)),
    )
    .get('/:id', validate('param', projectIdParamSchema), async (c) => c.json(await getProject(ctx, c.var.auth, c.req.valid('param').id)))
    .patch('/:id', requireWriter(), validate('param', projectIdParamSchema), validate('json', updateProjectInputSchema), async (c) =>
      c.json(await updateProject(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/archive', requireWriter(), validate('param', projectIdParamSchema), async (c) =>
      c.json(await archiveProject(ctx, c.var.auth, c.req.valid('param').id)),
    )
    .post('/:id/restore', requireWriter(), validate('param', projectIdParamSchema), async (c) =>
      c.json(await restoreProject(ctx, c.var.auth, c.req.valid('param').id)),
    )
    .get('/:id/activity', validate('param', projectIdParamSchema), validate('query', activityQuerySchema), async (c) =>
      c.json(await listProjectActivity(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('query').limit)),
    )
    .get('/:id/properties', validate('param', projectIdParamSchema), async (c) => c.json(await listProperties(ctx, c.var.auth, c.req.valid('param').id)))
    .post('/:id/properties', requireWriter(), validate('param', projectIdParamSchema), validate('json', createPropertyInputSchema), async (c) =>
      c.json(await createProperty(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .get('/:id/adjoining-suggestions', validate('param', projectIdParamSchema), async (c) =>
      c.json(await suggestAdjoining(ctx, c.var.auth, c.req.valid('param').id)),
    );
