import type { LlmClient } from '../client';
import { LlmError, LlmRejectedError, LlmTimeoutError, LlmUnavailableError } from '../errors';
import { withBudget } from '../llm-fallback';
import { mapConcurrently } from '../phase1-review/llm/concurrency';
import { structuredWithReask } from '../phase1-review/llm/structured-with-reask';
import { loadPrompt } from '../prompts/prompts';
import { AERIAL_LAND_USE_PROMPT, aerialLandUseAnswerSchema, sampleMessage } from './sample-message';
import type { AerialSample, AerialVisionEvent, AerialVisionReader, AerialVisionReading } from './types';

export interface AerialVisionReaderOptions {
  /** Samples sent in one `read`, in their order; the rest are null (default 300). */
  maxSamples?: number;
  /** Requests in flight at once (default 3). */
  maxConcurrency?: number;
  /** One `read`'s time, every request and retry included (default 10 min); samples unread by then are null. */
  budgetMs?: number;
  onEvent?: (event: AerialVisionEvent) => void;
}

export const DEFAULT_AERIAL_VISION_MAX_SAMPLES = 300;
export const DEFAULT_AERIAL_VISION_CONCURRENCY = 3;
export const DEFAULT_AERIAL_VISION_BUDGET_MS = 600_000;

// A label, a number and one sentence; the bound stops a runaway answer.
const MAX_ANSWER_TOKENS = 300;
// What `LandUseReading` keeps of a reason.
const MAX_REASON_CHARS = 500;

/**
 * The land use of aerial samples as a vision model reads them, one crop per request. A sample
 * the model cannot answer validly is null, never guessed: the offline classifier's reading stays
 * beside it as the cross-check, so nothing here falls back.
 */
export function createAerialVisionReader(client: LlmClient, options: AerialVisionReaderOptions = {}): AerialVisionReader {
  const prompt = loadPrompt(AERIAL_LAND_USE_PROMPT.name, AERIAL_LAND_USE_PROMPT.version);
  const maxSamples = options.maxSamples ?? DEFAULT_AERIAL_VISION_MAX_SAMPLES;
  const maxConcurrency = options.maxConcurrency ?? DEFAULT_AERIAL_VISION_CONCURRENCY;
  const budgetMs = options.budgetMs ?? DEFAULT_AERIAL_VISION_BUDGET_MS;
  const emit = (event: AerialVisionEvent) => options.onEvent?.(event);

  /** One sample's reading, or null (and the event saying why) when the model gave no valid one. */
  async function readSample(sample: AerialSample, signal: AbortSignal, stop: (reason: string) => void): Promise<AerialVisionReading | null> {
    try {
      const answer = await structuredWithReask(client, {
        schema: aerialLandUseAnswerSchema,
        schemaName: 'aerial_land_use',
        system: prompt.text,
        user: sampleMessage(sample),
        promptId: prompt.id,
        maxTokens: MAX_ANSWER_TOKENS,
        signal,
      });
      emit({ type: 'read', sampleId: sample.id, attempts: answer.attempts, ms: answer.ms });
      const { label, confidence, reason } = answer.data;
      return { label, confidence, reason: reason.trim().slice(0, MAX_REASON_CHARS) };
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      emit({ type: 'unanswered', sampleId: sample.id, code: error.code, message: error.message });
      if (endsTheRun(error)) stop(`${error.code}: ${error.message}`);
      return null;
    }
  }

  return {
    model: client.model,
    async read(samples, { signal: callerSignal, onProgress } = {}) {
      callerSignal?.throwIfAborted();
      const readings = new Map<string, AerialVisionReading | null>(samples.map((sample) => [sample.id, null]));
      const sent = samples.slice(0, maxSamples);
      if (sent.length < samples.length)
        emit({ type: 'stopped', reason: `only the first ${maxSamples} of ${samples.length} samples are sent (the sample budget)` });
      const run = runControl(budgetMs, emit);
      let done = 0;
      try {
        await mapConcurrently(sent, maxConcurrency, withBudget(callerSignal, run.signal), async (sample, signal) => {
          readings.set(sample.id, await readSample(sample, signal, run.stop));
          onProgress?.(++done, samples.length);
        });
      } catch (error) {
        callerSignal?.throwIfAborted();
        // Stopped or out of time: the samples not read stay null. Anything else is a bug.
        if (!run.signal.aborted || error !== run.signal.reason) throw error;
      } finally {
        run.dispose();
      }
      if (done < samples.length) onProgress?.(samples.length, samples.length);
      return readings;
    },
  };
}

/**
 * Whether a failure means the next requests would fail too: the server refused the request (a
 * bad key, a model that takes no images) or stayed unavailable through every retry. A timeout
 * ends only its sample: one large crop may be slow where the others are not.
 */
const endsTheRun = (error: LlmError) => error instanceof LlmRejectedError || (error instanceof LlmUnavailableError && !(error instanceof LlmTimeoutError));

/** A run's end short of its last sample: `stop` (told once, as an event) or the time budget. */
function runControl(budgetMs: number, emit: (event: AerialVisionEvent) => void) {
  const stopped = new AbortController();
  const stop = (reason: string) => {
    if (stopped.signal.aborted) return;
    emit({ type: 'stopped', reason });
    stopped.abort(reason);
  };
  const budget = setTimeout(() => stop(`no complete reading within the time budget of ${budgetMs / 1000} s`), budgetMs);
  return { signal: stopped.signal, stop, dispose: () => clearTimeout(budget) };
}
