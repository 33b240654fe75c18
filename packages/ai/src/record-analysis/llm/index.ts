export { createLlmRecordAnalyzer } from './llm-analyzer';
export type { LlmRecordAnalyzerOptions } from './llm-analyzer';
export type { LlmRecordAnalyzerEvent } from './events';
export { RECORD_CLOSURE_PROMPT } from './read-document';
