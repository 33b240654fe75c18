import { createLlmClient, type RetryEvent } from '../client';
import { llmConfigFromEnv } from '../config';
import type { AerialVisionEvent, AerialVisionReader } from './types';
import { createAerialVisionReader } from './vision-reader';

/**
 * The vision reader the environment asks for. It exists iff LLM_BASE_URL and LLM_VISION_MODEL are
 * both set (non-blank); otherwise null and the offline classifier reads alone. It asks the same
 * server as the text engines (LLM_BASE_URL, LLM_API_KEY, LLM_TIMEOUT_MS, LLM_MAX_RETRIES) for
 * LLM_VISION_MODEL, which never defaults to LLM_MODEL: a text model is not assumed to see images,
 * and LLM_MODEL is not needed for this reader. Malformed values throw LlmConfigError, as
 * `llmConfigFromEnv` does.
 */
export function aerialVisionReaderFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  { onRetry, onEvent }: { onRetry?: (event: RetryEvent) => void; onEvent?: (event: AerialVisionEvent) => void } = {},
): AerialVisionReader | null {
  const visionModel = env.LLM_VISION_MODEL?.trim();
  if (!visionModel) return null;
  const config = llmConfigFromEnv({ ...env, LLM_MODEL: visionModel });
  return config && createAerialVisionReader(createLlmClient(config, { onRetry }), { onEvent });
}
