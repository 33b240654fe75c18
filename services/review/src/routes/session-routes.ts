import { askInputSchema } from '@groundwork/contracts';
import { DEFAULT_MAX_BODY_BYTES, limitBodySize, requireAuth, requireWriter, sendError, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ReviewContext } from '../context';
import { askQuestion } from '../use-cases/ask-question';
import { getDocumentPage, openDocumentFile } from '../use-cases/document-content';
import type { SessionKind } from '../use-cases/session-kinds';
import { uploadDocuments } from '../use-cases/upload-documents';

const idSchema = z.string().trim().min(1).max(100);
export const sessionParamSchema = z.strictObject({ sessionId: idSchema });
const documentParamSchema = z.strictObject({ sessionId: idSchema, documentId: idSchema });
const pageParamSchema = z.strictObject({ sessionId: idSchema, documentId: idSchema, page: z.coerce.number().int().min(1).max(1_000_000) });

/** The spec's 401 ('Not authenticated') for a call without a bearer token; `requireAuth` checks the token itself. */
const requireBearer = (): MiddlewareHandler<AuthedEnv> => async (c, next) => {
  if (!/^Bearer +\S+ *$/i.test(c.req.header('authorization') ?? '')) {
    c.header('WWW-Authenticate', 'Bearer realm="groundwork"');
    return sendError(c, 401, 'UNAUTHORIZED', 'Not authenticated');
  }
  await next();
};

/**
 * What both assistants answer under their prefix: every call needs the caller's token; documents
 * uploaded as multipart (streamed to storage, analysed by the workers); questions answered from
 * the analysed documents; a page's text and the original file of a document. A session is its
 * organization's only. The kind's own routes (opening and reading a session...) follow these,
 * under the JSON body limit.
 */
export const sessionRoutes = (ctx: ReviewContext, kind: SessionKind, jwksUrl: string, uploadMaxBytes: number) =>
  new Hono<AuthedEnv>()
    .use(requireBearer(), requireAuth({ jwksUrl }))
    // Registered before the JSON routes' body limit, which therefore never runs for it.
    .post('/session/:sessionId/upload', limitBodySize(uploadMaxBytes), requireWriter(), validate('param', sessionParamSchema), async (c) =>
      c.json(await uploadDocuments(ctx, c.var.auth, kind, c.req.valid('param').sessionId, c.req.raw), 201),
    )
    .use(limitBodySize(DEFAULT_MAX_BODY_BYTES))
    .post('/session/:sessionId/ask', requireWriter(), validate('param', sessionParamSchema), validate('json', askInputSchema), async (c) =>
      c.json(await askQuestion(ctx, c.var.auth, kind, c.req.valid('param').sessionId, c.req.valid('json').question)),
    )
    .get('/session/:sessionId/documents/:documentId/pages/:page', validate('param', pageParamSchema), async (c) => {
      const { page, ...ref } = c.req.valid('param');
      return c.json(await getDocumentPage(ctx, c.var.auth, { kind, ...ref }, page));
    })
    .get('/session/:sessionId/documents/:documentId/file', validate('param', documentParamSchema), async (c) =>
      openDocumentFile(ctx, c.var.auth, { kind, ...c.req.valid('param') }),
    );
