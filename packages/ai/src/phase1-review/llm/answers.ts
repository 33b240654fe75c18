import { FINDING_KINDS, PHASE1_DECISIONS } from '@groundwork/contracts';
import { z } from 'zod';

// What the model must answer at each step, sent as strict json_schema response formats: every
// field present, no bounds the format cannot state (lengths and ranges are enforced after).

const citedQuote = z.object({
  /** Copied verbatim from the text, without the `[page N]` marker. */
  quote: z.string(),
  /** The number of the `[page N]` marker the quote stands under. */
  page: z.number().int(),
});

/** The map step: what one part of a report says. */
export const chunkAnswerSchema = z.object({
  findings: z.array(
    z.object({
      kind: z.enum(FINDING_KINDS),
      location: z.enum(['subject', 'adjoining', 'offsite']),
      counts: z.boolean(),
      reason: z.string(),
      ...citedQuote.shape,
    }),
  ),
  sections: z.array(z.object({ section: z.string(), summary: z.string(), quotes: z.array(citedQuote) })),
  extractions: z.object({
    subject_address: z.object({ value: z.string(), ...citedQuote.shape }).nullable(),
    site_names: z.array(z.object({ value: z.string(), ...citedQuote.shape })),
    contaminants_of_concern: z.array(z.object({ value: z.string(), ...citedQuote.shape })),
    auls: z.array(citedQuote),
  }),
});
export type ChunkAnswer = z.output<typeof chunkAnswerSchema>;

/** The reduce step: the report's overall decision from its verified findings. */
export const decisionAnswerSchema = z.object({
  decision: z.enum(PHASE1_DECISIONS),
  confidence: z.number(),
  summary: z.string(),
});
export type DecisionAnswer = z.output<typeof decisionAnswerSchema>;

/** A question answered from passages. */
export const questionAnswerSchema = z.object({
  answer: z.string(),
  quotes: z.array(z.object({ file: z.string(), ...citedQuote.shape })),
  confidence: z.number(),
});
export type QuestionAnswer = z.output<typeof questionAnswerSchema>;
