import { propertyIdParamSchema, updatePropertyInputSchema } from '@groundwork/contracts';
import { requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import type { ProjectsContext } from '../context';
import { deleteProperty } from '../use-cases/delete-property';
import { updateProperty } from '../use-cases/update-property';

/** `/api/properties/{id}`: a property of the caller's organization (404 otherwise); viewers get 403. */
export const propertyRoutes = (ctx: ProjectsContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }))
    .put('/:id', requireWriter(), validate('param', propertyIdParamSchema), validate('json', updatePropertyInputSchema), async (c) =>
      c.json(await updateProperty(ctx, c.var.auth, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', requireWriter(), validate('param', propertyIdParamSchema), async (c) => {
      await deleteProperty(ctx, c.var.auth, c.req.valid('param').id);
      return c.body(null, 204);
    });
