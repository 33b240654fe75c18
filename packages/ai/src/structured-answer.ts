import type { ChatCompletion } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { LlmInvalidAnswerError } from './errors';

const EXCERPT = 300;

/** The completion's JSON answer checked against `schema`, or an LlmInvalidAnswerError saying what was wrong. */
export function parseStructuredAnswer<Schema extends z.ZodType>(completion: ChatCompletion, schema: Schema): z.output<Schema> {
  const choice = completion.choices[0];
  const content = choice?.message.content ?? null;
  const excerpt = content === null ? null : content.slice(0, EXCERPT);
  if (choice?.message.refusal) throw new LlmInvalidAnswerError(`The model refused: ${choice.message.refusal.slice(0, EXCERPT)}`, 'refusal', excerpt);
  if (choice?.finish_reason === 'length') throw new LlmInvalidAnswerError('The answer was cut short (token limit)', 'truncated', excerpt);
  if (!content?.trim()) throw new LlmInvalidAnswerError('The answer was empty', 'empty', excerpt);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new LlmInvalidAnswerError('The answer is not JSON', 'not-json', excerpt, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new LlmInvalidAnswerError(`The answer does not match the schema: ${problems.join('; ')}`, 'schema', excerpt, { cause: parsed.error });
}
