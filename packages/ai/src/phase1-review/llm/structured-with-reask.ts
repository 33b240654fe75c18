import type { z } from 'zod';
import type { LlmClient, StructuredAnswer, StructuredRequest } from '../../client';
import { LlmInvalidAnswerError, type InvalidAnswerReason } from '../../errors';

/** Slips of sampling that asking again usually mends (a refusal or a cut-short answer would only repeat). */
const REASKABLE = new Set<InvalidAnswerReason>(['empty', 'not-json', 'schema']);

/**
 * The client's structured call, asked once more when the answer is empty, not JSON or not the
 * schema: the client retries only the server's failures, not the model's.
 */
export async function structuredWithReask<Schema extends z.ZodType>(
  client: LlmClient,
  request: StructuredRequest<Schema>,
): Promise<StructuredAnswer<z.output<Schema>>> {
  try {
    return await client.structured(request);
  } catch (error) {
    if (!(error instanceof LlmInvalidAnswerError && REASKABLE.has(error.reason))) throw error;
    return client.structured(request);
  }
}
