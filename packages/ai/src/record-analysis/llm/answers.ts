import { z } from 'zod';
import { CLOSURE_STATEMENTS } from '../offline/closure';

// What the model must answer for one part of an agency document, sent as a strict json_schema
// response format: every field present, no bounds the format cannot state (checked after).

const cited = {
  /** Copied verbatim from the text, without the `[page N]` marker. */
  quote: z.string(),
  /** The number of the `[page N]` marker the quote stands under. */
  page: z.number().int(),
};

export const closureChunkAnswerSchema = z.object({
  /** Each sentence stating the case's status, with what it states (the offline engine's kinds). */
  statements: z.array(z.object({ kind: z.enum(CLOSURE_STATEMENTS), ...cited })),
  case_ids: z.array(z.object({ value: z.string(), ...cited })),
  agency_names: z.array(z.object({ value: z.string(), ...cited })),
  /** `value` as `yyyy-mm-dd`; the quote prints it in whatever form the document does. */
  dates: z.array(z.object({ kind: z.enum(['closure', 'document']), value: z.string(), ...cited })),
  summary: z.string(),
});
export type ClosureChunkAnswer = z.output<typeof closureChunkAnswerSchema>;
