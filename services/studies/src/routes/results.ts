import { jobIdParamSchema } from '@groundwork/contracts';
import { limitBodySize, unsupportedMediaType, validate, type AppEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { StudiesContext } from '../context';
import type { ResultLinkRecord } from '../repositories';
import { openResultLink, RESULT_LINK_TOKEN } from '../use-cases/result-links';
import { saveStudyResult } from '../use-cases/save-study-result';
import { RESULT_MAX_BYTES } from '../use-cases/study-results';

const JSON_TYPE = 'application/json';

const resultLinkQuerySchema = z.strictObject({ token: z.string().regex(RESULT_LINK_TOKEN, 'token is not a save link token') });

type ResultLinkEnv = AppEnv & { Variables: AppEnv['Variables'] & { resultLink: ResultLinkRecord } };

/**
 * `PUT /api/processing/results/{jobId}?token=...`, mounted at `/api/processing/results`: the save
 * link `GET /jobs/{id}?includePresign=1` hands to writers as `parsedUrls.put`. The token is the
 * capability (no bearer token: the browser sends none); the body is the whole result JSON (a city
 * directory's `parsedEntries`, a regulatory database's narrative items), at most RESULT_MAX_BYTES
 * (413), `Content-Type: application/json` (415), valid against the job's study's result schema
 * (400 VALIDATION_FAILED); an unknown or expired link is 403 RESULT_LINK_INVALID. An `If-Match`
 * header (the job view's `resultVersion`, or the storage GET's ETag) names the version the edit was
 * made on: another save since is 409 RESULT_VERSION_CONFLICT, nothing written. Answers the new `version`.
 */
export const resultRoutes = (ctx: StudiesContext) =>
  new Hono<ResultLinkEnv>().put(
    '/:jobId',
    limitBodySize(RESULT_MAX_BYTES),
    validate('param', jobIdParamSchema),
    validate('query', resultLinkQuerySchema),
    async (c, next) => {
      const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== JSON_TYPE) throw unsupportedMediaType(JSON_TYPE);
      c.set('resultLink', await openResultLink(ctx, c.req.valid('param').jobId, c.req.valid('query').token));
      await next();
    },
    // Parsed here as JSON; its study's schema is applied once the job's result record is read.
    validate('json', z.unknown()),
    async (c) => {
      const link = c.var.resultLink;
      const saved = await saveStudyResult(ctx, link, c.req.valid('json'), { ifMatch: c.req.header('if-match') });
      c.var.logger.info({ jobId: saved.jobId, userId: link.userId, ...saved.summary }, 'result saved');
      return c.json(saved);
    },
  );
