import {
  jobIdParamSchema,
  jobQuerySchema,
  objectKeyOf,
  processInputSchema,
  processQuerySchema,
  processStudyOf,
  uploadUrlInputSchema,
  type CityDirectoryProperty,
  type ProcessRequest,
} from '@groundwork/contracts';
import { limitBodySize, requireAuth, requireWriter, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import { getJobView } from '../use-cases/job-view';
import { startProcessing } from '../use-cases/start-processing';
import { issueUploadUrl } from '../use-cases/upload-url';

/** The properties a process call names: the subject address, then the adjoining ones. */
const propertiesOf = ({ subjectAddress, adjoiningInfo = [] }: ProcessRequest): CityDirectoryProperty[] => [
  ...(subjectAddress ? [{ address: subjectAddress, direction: 'subject' as const }] : []),
  ...adjoiningInfo.map(({ address, direction }) => ({ address, direction })),
];

/**
 * The processing API (spec 02 section 7, "external processing service"), mounted at
 * `/api/processing`: upload URLs, starting a study of an upload, and the job for polling with its
 * links (links to this service are absolute when the gateway said how the browser reached it).
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
      const job = await startProcessing(ctx, c.var.auth, {
        study: processStudyOf(body, c.req.valid('query')),
        s3Key: objectKeyOf(body.s3Key),
        properties: propertiesOf(body),
        aliases: [],
        projectId: null,
        jobId: body.jobId,
      });
      return c.json({ jobId: job.jobId });
    })
    .get('/jobs/:jobId', validate('param', jobIdParamSchema), validate('query', jobQuerySchema), async (c) => {
      const view = await getJobView(ctx, c.var.auth, c.req.valid('param').jobId, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    });

/** `POST /api/city-directory/upload-url`: the product's upload route (the key is named `key`). */
export const cityDirectoryUploadRoutes = (ctx: StudiesContext, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }), limitBodySize(MAX_BODY_BYTES))
    .post('/upload-url', requireWriter(), validate('json', uploadUrlInputSchema), async (c) =>
      c.json(await issueUploadUrl(ctx, c.var.auth, c.req.valid('json'))),
    );
