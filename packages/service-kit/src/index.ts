export type { AppEnv } from './app-env';
export type { AuthContext, AuthedEnv } from './auth/authed-env';
export { requireAuth, type RequireAuthOptions } from './auth/require-auth';
export { canWrite, requireRole, requireWriter, WRITER_ROLES } from './auth/roles';
export { requireInternalToken } from './auth/internal-token';
export { createServiceApp, type ServiceAppOptions } from './app';
export { DEFAULT_MAX_BODY_BYTES, limitBodySize } from './body-limit';
export {
  authEnv,
  booleanVar,
  EnvError,
  internalTokenDevDefault,
  loadEnv,
  logLevels,
  mongoDevDefault,
  mongoEnv,
  mongoSettings,
  portVar,
  refuseDevDefaults,
  s3Env,
  serviceEnv,
  type DevDefault,
  type LogLevel,
  type MongoEnv,
  type S3Env,
} from './env';
export { onError, routeNotFound, sendError } from './error-handler';
export {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  unauthorized,
  unavailable,
  unprocessable,
  unsupportedMediaType,
} from './errors';
export { DEFAULT_HEALTH_TIMEOUT_MS, healthRoutes, type HealthCheck, type HealthChecks } from './health';
export { createLogger, type Logger } from './logger';
export {
  connectMongo,
  ensureIndexes,
  pingMongo,
  SERVER_SELECTION_TIMEOUT_MS,
  type IndexSpec,
  type MongoConnection,
} from './mongo';
export { createProjectsClient, projectOfOrganization, projectsClientEnv, type ProjectsClient, type ProjectsClientOptions } from './projects-client';
export {
  createStudiesClient,
  databaseRecordItemSchema,
  databaseRecordQuerySchema,
  recordItemIndexSchema,
  recordNarrativeUpdateInputSchema,
  recordNarrativeUpdateResultSchema,
  studiesClientEnv,
  type DatabaseRecordItem,
  type RecordNarrativeUpdateInput,
  type RecordNarrativeUpdateResult,
  type StudiesClient,
  type StudiesClientOptions,
} from './studies-client';
export { createReviewClient, reviewClientEnv, type ReviewClient, type ReviewClientOptions } from './review-client';
export { REQUEST_ID_HEADER, requestContext, resolveRequestId } from './request-context';
export {
  createObjectStore,
  createS3Client,
  deleteObjects,
  DEFAULT_PRESIGN_EXPIRES_SECONDS,
  ensureBucket,
  getObjectBytes,
  headObject,
  headObjectSize,
  listObjectKeys,
  ObjectTooLargeError,
  openObjectStream,
  putObject,
  type ObjectHead,
  presignGet,
  presignUploadPost,
  type ObjectStore,
  type PresignedPost,
} from './s3';
export { runService, type RunServiceOptions } from './run-service';
export { exitAfterLogs, serveApp, type RunningServer, type ServeOptions } from './serve';
export {
  assertSafeJson,
  describeIssues,
  MAX_JSON_DEPTH,
  validate,
  validationFailed,
  type ValidationIssue,
} from './validate';
export { intVar, jobQueueEnv, jobWorkerEnv, queueSettings, stopWorkerOnSignals, type WorkerShutdownOptions } from './job-workers';
