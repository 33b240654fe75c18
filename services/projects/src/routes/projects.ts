import {
  activityQuerySchema,
  createProjectInputSchema,
  projectIdParamSchema,
  projectListQuerySchema,
  updateProjectInputSchema,
} from '@groundwork/contracts';
import { requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import type { ProjectsContext } from '../context';
import { matchesIfNoneMatch } from '../http-cache';
import { archiveProject, restoreProject } from '../use-cases/archive-project';
import { createProject } from '../use-cases/create-project';
import { getProject } from '../use-cases/get-project';
import { listOrganizationActivity, listProjectActivity } from '../use-cases/list-activity';
import { listProjects } from '../use-cases/list-projects';
import { updateProject } from '../use-cases/update-project';

/**
 * The caller's organization's projects. Everyone reads; viewers get 403 on every write. An id
 * outside the organization is 404, a malformed one 400.
 */
export const projectRoutes = (ctx: ProjectsContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }))
    .get('/', validate('query', projectListQuerySchema), async (c) => {
      const list = await listProjects(ctx, c.var.auth, c.req.valid('query'));
      // Revalidated on every use; the ETag already names the organization and its revision.
      c.header('ETag', list.etag);
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Authorization');
      if (matchesIfNoneMatch(c.req.header('if-none-match'), list.etag)) return c.body(null, 304);
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(await list.body());
    })
    .post('/', requireWriter(), validate('json', createProjectInputSchema), async (c) =>
      c.json(await createProject(ctx, c.var.auth, c.req.valid('json')), 201),
    )
    .get('/activity', validate('query', activityQuerySchema), async (c) =>
      c.json(await listOrganizationActivity(ctx, c.var.auth, c.req.valid('query').limit)),
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
    );
