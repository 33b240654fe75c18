export { llmConfigFromEnv, DEFAULT_LLM_MAX_RETRIES, DEFAULT_LLM_TIMEOUT_MS } from './config';
export type { LlmConfig } from './config';
export { createLlmClient } from './client';
export type { LlmClient, LlmClientOptions, RetryEvent, StructuredAnswer, StructuredRequest } from './client';
export { DEFAULT_RETRY_POLICY } from './retry';
export type { RetryPolicy } from './retry';
export {
  LlmError,
  LlmConfigError,
  LlmUnavailableError,
  LlmTimeoutError,
  LlmRejectedError,
  LlmInvalidAnswerError,
  LlmAbortedError,
  isLlmError,
} from './errors';
export type { InvalidAnswerReason, LlmErrorCode } from './errors';
export { loadPrompt } from './prompts/prompts';
export type { Prompt } from './prompts/prompts';
export { cityDirectoryPageReader, cityDirectoryPageAnswerSchema, CITY_DIRECTORY_PAGE_PROMPT } from './city-directory/page-reader';
export * from './record-narrative';
export * from './phase1-review';
export { verifyQuotes, isQuoteOnPage, pagesOfQuote, normalizeForMatch } from './grounding/quotes';
export {
  analyzeRecordDocument,
  closureStatements,
  verdictOf,
  caseIdsIn,
  normalizeCaseId,
  agencyNamesOf,
  datesIn,
  overallVerdict,
  recordContextFromSummary,
  updatedRecordSummary,
} from './record-analysis/offline';
export type { RecordContext, ClosureStatement } from './record-analysis/offline';
export { createOfflineRecordAnalyzer, createRecordAnalyzer, recordAnalyzerFromEnv, createLlmRecordAnalyzer, RECORD_CLOSURE_PROMPT } from './record-analysis';
export type { RecordAnalyzer, LlmRecordAnalyzerEvent, LlmRecordAnalyzerOptions } from './record-analysis';
export * from './aerial-vision';
export * from './report-prose';
