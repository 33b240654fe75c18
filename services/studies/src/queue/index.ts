export { createJobQueue, exponentialBackoff, type JobLease, type JobQueue, type JobQueueOptions, type NewJob } from './job-queue';
export { DEFAULT_JOBS_COLLECTION, jobQueueIndexes, type JobStatus, type QueuedJob } from './job-records';
export { PermanentJobError, runWorker, type JobContext, type JobHandler, type RunWorkerOptions } from './run-worker';
