import { jobIdParamSchema, jobQuerySchema, processInputSchema, processQuerySchema, processStudyOf, uploadUrlInputSchema } from '@groundwork/contracts';
import { limitBodySize, requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import { jobFileUrl } from '../use-cases/job-file';
import { getJobView } from '../use-cases/job-view';
import { processUpload } from '../use-cases/process-upload';
import { issueUploadUrl } from '../use-cases/upload-url';

/**
 * The processing API (spec 02 section 7, "external processing service"), mounted at
 * `/api/processing`: upload URLs, starting a study of an upload (of a project with `projectId`),
 * the job for polling with its links, and the job's uploaded PDF (a redirect to a short-lived
 * presigned GET; the browser adds `#page=N`).
 */
export const processingRoutes = (ctx: StudiesContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }), limitBodySize(MAX_BODY_BYTES))
    .post('/upload-url', requireWriter(), validate('json', uploadUrlInputSchema), async (c) => {
      const { url, fields, key } = await issueUploadUrl(ctx, c.var.auth, c.req.valid('json'));
      return c.json({ url, fields, s3Key: key });
    })
    .post('/cd/process', requireWriter(), validate('query', processQuerySchema), validate('json', processInputSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await processUpload(ctx, c.var.auth, body, processStudyOf(body, c.req.valid('query'))));
    })
    .get('/jobs/:jobId', validate('param', jobIdParamSchema), validate('query', jobQuerySchema), async (c) => {
      const view = await getJobView(ctx, c.var.auth, c.req.valid('param').jobId, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    })
    .get('/jobs/:jobId/file', validate('param', jobIdParamSchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.redirect(await jobFileUrl(ctx, c.var.auth, c.req.valid('param').jobId), 302);
    });

/** `POST /api/city-directory/upload-url`: the product's upload route (the key is named `key`). */
export const cityDirectoryUploadRoutes = (ctx: StudiesContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }), limitBodySize(MAX_BODY_BYTES))
    .post('/upload-url', requireWriter(), validate('json', uploadUrlInputSchema), async (c) =>
      c.json(await issueUploadUrl(ctx, c.var.auth, c.req.valid('json'))),
    );
