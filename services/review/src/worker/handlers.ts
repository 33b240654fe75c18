import { handleJob, type JobRegistration } from '@groundwork/job-queue';
import { analyzeDocumentJob, analyzeRecordDocumentJob } from '../jobs';
import { createAnalyzeDocumentHandler, createAnalyzeRecordDocumentHandler, type AnalyzeDocumentDeps } from './analyze-document';

/** The review worker's job types and their handlers. */
export const reviewJobHandlers = (deps: AnalyzeDocumentDeps): JobRegistration[] => [
  handleJob(analyzeDocumentJob, createAnalyzeDocumentHandler(deps)),
  handleJob(analyzeRecordDocumentJob, createAnalyzeRecordDocumentHandler(deps)),
];
