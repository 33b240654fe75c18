import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import { createReviewContext, type ReviewContextOptions } from './context';
import { internalRoutes } from './routes/internal';
import { phase1ReviewRoutes } from './routes/phase1-review';
import { regulatoryAnalysisRoutes } from './routes/regulatory-analysis';

/** Room for the multipart framing of 20 files (boundaries, part headers) and a few fields. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

export interface ReviewDeps extends ReviewContextOptions {
  logger: Logger;
  /** Identity's JWKS (`IDENTITY_JWKS_URL`). */
  jwksUrl: string;
  /** Bearer secret of the /internal routes (`INTERNAL_SERVICE_TOKEN`); without it they answer 503. */
  internalServiceToken: string | undefined;
}

/** The review service as a Hono app, testable without a port. */
export function createApp({ logger, jwksUrl, internalServiceToken, ...options }: ReviewDeps) {
  const ctx = createReviewContext(options);
  // An upload's body: every file at its limit, plus the form's framing. Refused files are read to the end.
  const uploadMaxBytes = ctx.uploads.maxFiles * ctx.uploads.maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  return createServiceApp({ service: 'review', logger, checks: { mongo: () => pingMongo(options.db) }, maxBodyBytes: uploadMaxBytes })
    .route('/api/phase1-review', phase1ReviewRoutes(ctx, jwksUrl, uploadMaxBytes))
    .route('/api/regulatory-analysis', regulatoryAnalysisRoutes(ctx, jwksUrl, uploadMaxBytes))
    .route('/internal/review', internalRoutes(ctx, internalServiceToken));
}

export type AppType = ReturnType<typeof createApp>;
