import { z } from 'zod';
import { LlmConfigError } from './errors';

/** Where and how to reach an OpenAI-compatible chat completions server. */
export interface LlmConfig {
  /** Up to and including the API prefix, as the openai SDK takes it: `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  /** Null for local servers that take none. */
  apiKey: string | null;
  model: string;
  /** Per call (one attempt). */
  timeoutMs: number;
  /** Attempts after the first, on 429, 5xx, timeouts and lost connections. */
  maxRetries: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;
export const DEFAULT_LLM_MAX_RETRIES = 3;

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const integer = (min: number, max: number, fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));

const llmEnvSchema = z.object({
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:8080/v1' }),
  LLM_MODEL: z.preprocess(blankAsUnset, z.string({ error: 'is required when LLM_BASE_URL is set' }).trim().min(1)),
  LLM_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  LLM_TIMEOUT_MS: integer(1, 3_600_000, DEFAULT_LLM_TIMEOUT_MS),
  LLM_MAX_RETRIES: integer(0, 10, DEFAULT_LLM_MAX_RETRIES),
});

/**
 * The LLM configuration from the environment, or null when LLM_BASE_URL is unset (the offline
 * path alone runs). A URL without LLM_MODEL, or a malformed number, is a LlmConfigError naming
 * the variables: a half-configured LLM should stop start-up, not be silently skipped.
 */
export function llmConfigFromEnv(env: Readonly<Record<string, string | undefined>>): LlmConfig | null {
  if (blankAsUnset(env.LLM_BASE_URL) === undefined) return null;
  const parsed = llmEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new LlmConfigError(`Invalid LLM configuration: ${problems.join('; ')}`);
  }
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS, LLM_MAX_RETRIES } = parsed.data;
  return {
    baseUrl: LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: LLM_API_KEY ?? null,
    model: LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
    maxRetries: LLM_MAX_RETRIES,
  };
}
