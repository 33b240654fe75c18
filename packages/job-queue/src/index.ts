export { isDuplicateKeyError } from './duplicate-key';
export {
  createJobQueue,
  exponentialBackoff,
  InvalidPayloadError,
  type JobLease,
  type JobQueue,
  type JobQueueOptions,
  type NewJob,
} from './job-queue';
export { DEFAULT_JOBS_COLLECTION, jobQueueIndexes, type JobQueueIndexSpec, type JobStatus, type QueuedJob } from './job-records';
export {
  defineJobType,
  jobOfType,
  type JobType,
  type PayloadInputOf,
  type PayloadOf,
  type ResultInputOf,
  type ResultOf,
  type TypedJob,
} from './job-type';
export {
  DEFAULT_STALL_MS,
  handleJob,
  JobStalledError,
  PermanentJobError,
  runJob,
  runWorker,
  type JobContext,
  type JobHandler,
  type JobHandlerOptions,
  type JobRegistration,
  type RunJobOptions,
  type RunWorkerOptions,
} from './run-worker';
