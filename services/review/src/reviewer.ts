import { type Phase1Reviewer, phase1ReviewerFromEnv, type RecordAnalyzer, recordAnalyzerFromEnv } from '@groundwork/ai';
import type { Logger } from '@groundwork/service-kit';

/**
 * The Phase I reviewer: on the LLM when one is configured (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY),
 * else the offline, grounded engine. A half-set configuration stops start-up.
 */
export function reviewerFromEnv(log: Logger, env: Readonly<Record<string, string | undefined>> = process.env): Phase1Reviewer {
  return phase1ReviewerFromEnv(env, {
    onLlm: (config) => log.info({ baseUrl: config.baseUrl, model: config.model }, 'LLM on: Phase I review and questions'),
    onRetry: (event) => log.warn({ event }, 'LLM call retried'),
  });
}

/** The regulatory record analyzer, on the same LLM configuration (the worker reads agency documents with it). */
export function analyzerFromEnv(log: Logger, env: Readonly<Record<string, string | undefined>> = process.env): RecordAnalyzer {
  return recordAnalyzerFromEnv(env, {
    onLlm: (config) => log.info({ baseUrl: config.baseUrl, model: config.model }, 'LLM on: regulatory record analysis'),
    onRetry: (event) => log.warn({ event }, 'LLM call retried'),
  });
}
