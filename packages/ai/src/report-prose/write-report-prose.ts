import { z } from 'zod';
import type { LlmClient } from '../client';
import { loadPrompt } from '../prompts/prompts';
import { factsAddedTo } from '../record-narrative/facts-check';

// The report's prose (executive summary, risk description, recommendation descriptions) written
// by an LLM from the project's facts and the findings drawn from them, each text kept only when
// it adds no fact to them (facts-check.ts). The offline prose stays wherever the LLM fails, is
// slow, or says more than the facts.

export const REPORT_PROSE_PROMPT = { name: 'report-prose', version: 1 } as const;

export const reportProseAnswerSchema = z.object({
  summary: z.string(),
  riskDescription: z.string(),
  recommendations: z.array(z.object({ id: z.string(), description: z.string() })),
});

export const DEFAULT_REPORT_PROSE_BUDGET_MS = 90_000;
/** An executive summary is a paragraph; a longer answer is a runaway. */
const MAX_TEXT_CHARS = 4_000;

export interface ReportProseInput {
  /** Everything the project holds, as the model is shown it and as the check reads it. */
  facts: string;
  findings: ReadonlyArray<{ classification: string; text: string }>;
  riskLevel: 'high' | 'medium' | 'low';
  /** The offline prose, kept wherever the LLM's is not. */
  summary: string;
  riskDescription: string;
  recommendations: ReadonlyArray<{ id: string; title: string; priority: string; description: string }>;
}

export interface RejectedText {
  field: string;
  /** What the text stated that the facts do not (empty when it was unusable for another reason). */
  addedFacts: string[];
}

export interface ReportProse {
  summary: string;
  riskDescription: string;
  /** The description of each recommendation by id. */
  recommendations: Record<string, string>;
  /** `llm` when the LLM's summary was kept, else `offline`. */
  writer: 'llm' | 'offline';
  /** `"<model> report-prose.v1"` when the LLM answered, else null. */
  model: string | null;
  rejected: RejectedText[];
  /** Why the LLM gave nothing usable (its error), when it did not. */
  error: string | null;
}

export interface ReportProseOptions {
  client: LlmClient;
  signal?: AbortSignal;
  budgetMs?: number;
}

const offlineProse = (input: ReportProseInput, error: string | null, model: string | null = null): ReportProse => ({
  summary: input.summary,
  riskDescription: input.riskDescription,
  recommendations: Object.fromEntries(input.recommendations.map((item) => [item.id, item.description])),
  writer: 'offline',
  model,
  rejected: [],
  error,
});

/**
 * Asks the LLM for the report's prose from `input.facts` and the findings, and keeps each text only
 * when it adds no fact to the facts and the offline prose (which is itself built from them) and is
 * not a runaway. Never throws: a failed or late request leaves the offline prose.
 */
export async function writeReportProse(input: ReportProseInput, options: ReportProseOptions): Promise<ReportProse> {
  const budget = AbortSignal.timeout(options.budgetMs ?? DEFAULT_REPORT_PROSE_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  let answer: z.output<typeof reportProseAnswerSchema>;
  let model: string;
  try {
    const prompt = loadPrompt(REPORT_PROSE_PROMPT.name, REPORT_PROSE_PROMPT.version);
    const reply = await options.client.structured({
      schema: reportProseAnswerSchema,
      schemaName: 'report_prose',
      system: prompt.text,
      user: JSON.stringify({
        facts: input.facts,
        findings: input.findings,
        riskLevel: input.riskLevel,
        recommendations: input.recommendations.map(({ id, title, priority }) => ({ id, title, priority })),
      }),
      promptId: prompt.id,
      maxTokens: 4_000,
      signal,
    });
    answer = reply.data;
    model = `${reply.model} ${prompt.id}`;
  } catch (error) {
    return offlineProse(input, error instanceof Error ? error.message : String(error));
  }
  const allowed = [input.facts, ...input.findings.map((finding) => finding.text), input.summary, input.riskDescription].join('\n');
  const rejected: RejectedText[] = [];
  const checked = (field: string, text: string | undefined, fallback: string, extra = ''): string => {
    const trimmed = text?.trim() ?? '';
    if (!trimmed || trimmed.length > MAX_TEXT_CHARS) {
      rejected.push({ field, addedFacts: [] });
      return fallback;
    }
    const added = factsAddedTo(trimmed, `${allowed}\n${extra}`);
    if (added.length > 0) {
      rejected.push({ field, addedFacts: added });
      return fallback;
    }
    return trimmed;
  };
  const summary = checked('summary', answer.summary, input.summary);
  const riskDescription = checked('riskDescription', answer.riskDescription, input.riskDescription);
  const written = new Map(answer.recommendations.map((item) => [item.id, item.description]));
  const recommendations = Object.fromEntries(
    input.recommendations.map((item) => [
      item.id,
      checked(`recommendations.${item.id}`, written.get(item.id), item.description, `${item.title}\n${item.description}`),
    ]),
  );
  const summaryKept = !rejected.some((item) => item.field === 'summary');
  return { summary, riskDescription, recommendations, writer: summaryKept ? 'llm' : 'offline', model, rejected, error: null };
}
