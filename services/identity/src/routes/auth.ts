import {
  confirmEmailInputSchema,
  loginInputSchema,
  logoutRequestSchema,
  newPasswordRequestSchema,
  refreshTokenRequestSchema,
  signupInputSchema,
} from '@groundwork/contracts';
import { type AuthedEnv, validate } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate } from '../auth';
import type { IdentityContext } from '../context';
import { answerNewPassword } from '../use-cases/answer-new-password';
import { confirmSignUp } from '../use-cases/confirm-sign-up';
import { getCurrentUser } from '../use-cases/get-current-user';
import { logIn } from '../use-cases/log-in';
import { logOut } from '../use-cases/log-out';
import { refreshSession } from '../use-cases/refresh-session';
import { resendCode } from '../use-cases/resend-code';
import { signUp } from '../use-cases/sign-up';
import { clientAddress, withRetryAfter } from './client';

const resendCodeInputSchema = confirmEmailInputSchema.pick({ email: true });

/**
 * Sign-up, confirmation, sign-in, challenge, refresh, the current user and sign-out. The
 * unauthenticated routes are throttled (429 with Retry-After).
 */
export const authRoutes = (ctx: IdentityContext) =>
  new Hono<AuthedEnv>()
    .post('/login', withRetryAfter, validate('json', loginInputSchema), async (c) => c.json(await logIn(ctx, c.req.valid('json'), clientAddress(c))))
    .post('/new-password', withRetryAfter, validate('json', newPasswordRequestSchema), async (c) =>
      c.json(await answerNewPassword(ctx, c.req.valid('json'), clientAddress(c))),
    )
    .post('/signup', withRetryAfter, validate('json', signupInputSchema), async (c) => c.json(await signUp(ctx, c.req.valid('json'), clientAddress(c)), 201))
    .post('/confirm-signup', withRetryAfter, validate('json', confirmEmailInputSchema), async (c) =>
      c.json(await confirmSignUp(ctx, c.req.valid('json'), clientAddress(c))),
    )
    .post('/resend-code', withRetryAfter, validate('json', resendCodeInputSchema), async (c) =>
      c.json(await resendCode(ctx, c.req.valid('json').email, clientAddress(c))),
    )
    .post('/refresh-token', validate('json', refreshTokenRequestSchema), async (c) => c.json(await refreshSession(ctx, c.req.valid('json').refreshToken)))
    .get('/user', authenticate(ctx.tokens, ctx.now), async (c) => c.json(await getCurrentUser(ctx, c.var.auth)))
    .post('/logout', authenticate(ctx.tokens, ctx.now), validate('json', logoutRequestSchema.or(z.undefined())), async (c) => {
      await logOut(ctx, c.var.auth, c.req.valid('json')?.refreshToken);
      return c.body(null, 204);
    })
    .get('/.well-known/jwks.json', async (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json(await ctx.tokens.jwks());
    });
