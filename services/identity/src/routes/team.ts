import { changeRoleInputSchema, inviteMemberInputSchema } from '@groundwork/contracts';
import { type AuthedEnv, requireRole, validate } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate } from '../auth';
import type { IdentityContext } from '../context';
import { changeMemberRole } from '../use-cases/change-member-role';
import { inviteMember } from '../use-cases/invite-member';
import { listMembers } from '../use-cases/list-members';
import { removeMember } from '../use-cases/remove-member';
import { MANAGING_ROLES } from '../use-cases/team-members';
import { withRetryAfter } from './client';

const memberParamSchema = z.object({ userId: z.string().min(1).max(64) });

/** The caller's organization: anyone lists; owners and admins invite, change roles, remove. */
export const teamRoutes = (ctx: IdentityContext) =>
  new Hono<AuthedEnv>()
    .use(authenticate(ctx.tokens, ctx.now))
    .get('/members', async (c) => c.json({ members: await listMembers(ctx, c.var.auth) }))
    .post('/invitations', withRetryAfter, requireRole(...MANAGING_ROLES), validate('json', inviteMemberInputSchema), async (c) =>
      c.json(await inviteMember(ctx, c.var.auth, c.req.valid('json')), 201),
    )
    .patch('/members/:userId', requireRole(...MANAGING_ROLES), validate('param', memberParamSchema), validate('json', changeRoleInputSchema), async (c) =>
      c.json(await changeMemberRole(ctx, c.var.auth, c.req.valid('param').userId, c.req.valid('json').role)),
    )
    .delete('/members/:userId', requireRole(...MANAGING_ROLES), validate('param', memberParamSchema), async (c) => {
      await removeMember(ctx, c.var.auth, c.req.valid('param').userId);
      return c.body(null, 204);
    });
