import { z } from 'zod';

/**
 * The Review Phase 1 assistant (spec 02 sections 2, 3, 4, 5, 7; issue 17): a session per project
 * tab visit holding the consultant's uploaded Phase I reports, one analysis result per report and
 * the question-and-answer history. Every finding, section summary and answer cites quotes that
 * were checked to be on their page before they were stored.
 */

/** Overall decisions of a reviewed Phase I, most severe first (spec 02 section 4). */
export const PHASE1_DECISIONS = ['RECs_PRESENT', 'CRECs_PRESENT', 'HRECs_PRESENT', 'DATA_GAPS_ONLY', 'NO_RECs', 'INCONCLUSIVE'] as const;
export type Phase1Decision = (typeof PHASE1_DECISIONS)[number];

/** The spec's badge of each decision: label and colour (each has its own icon in the tab). */
export const PHASE1_DECISION_BADGES: Record<Phase1Decision, { label: string; color: 'green' | 'yellow' | 'orange' | 'red' | 'blue' | 'grey' }> = {
  NO_RECs: { label: 'No RECs', color: 'green' },
  RECs_PRESENT: { label: 'RECs Present', color: 'yellow' },
  HRECs_PRESENT: { label: 'HRECs Present', color: 'orange' },
  CRECs_PRESENT: { label: 'CRECs Present', color: 'red' },
  DATA_GAPS_ONLY: { label: 'Data Gaps Only', color: 'blue' },
  INCONCLUSIVE: { label: 'Inconclusive', color: 'grey' },
};

/** Limits of an upload (spec 02 sections 5 and 9). */
export const PHASE1_MAX_FILES_PER_UPLOAD = 20;
export const PHASE1_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** What a review accepts, recognised by content, whatever the name says. */
export const PHASE1_FILE_FORMATS = ['pdf', 'doc', 'docx', 'txt'] as const;
export type Phase1FileFormat = (typeof PHASE1_FILE_FORMATS)[number];
export const PHASE1_ACCEPT = '.pdf,.doc,.docx,.txt';
export const QUESTION_MAX_CHARS = 2000;

/** A sentence quoted from a document; `page` is 1-based (null when the format has no pages). */
export const quoteSchema = z.object({
  quote: z.string().max(4000),
  page: z.number().int().min(1).nullable(),
  /** The document it comes from, when the answer spans several. */
  file: z.string().max(300).optional(),
  documentId: z.string().max(100).optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** One section of the report as the reviewer read it. */
export const sectionAnalysisSchema = z.object({
  section: z.string().max(300),
  summary: z.string().max(4000),
  quotes: z.array(quoteSchema).max(20),
});
export type SectionAnalysis = z.infer<typeof sectionAnalysisSchema>;

/** The classes of condition a finding names (ASTM E1527-21). */
/** `PENDING`: the report says its conclusion is not reached (awaiting laboratory results, a partial report). */
export const FINDING_KINDS = ['REC', 'CREC', 'HREC', 'DE_MINIMIS', 'DATA_GAP', 'NO_REC', 'AUL', 'OFFSITE', 'PENDING'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** A sentence that establishes (or, with `counts: false`, was read and set aside from) the decision. */
export const findingSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  /** Whose condition it is: the subject property, an adjoining or a nearby/off-site property. */
  location: z.enum(['subject', 'adjoining', 'offsite']),
  /** Whether it bears on the subject's decision; false for an adjoining REC, a negation, an insignificant data gap. */
  counts: z.boolean(),
  quote: z.string().max(4000),
  page: z.number().int().min(1).nullable(),
  /** Why it counts or not, in a few words ("negated", "adjoining property", "not significant"). */
  reason: z.string().max(300),
});
export type Finding = z.infer<typeof findingSchema>;

export const extractionsSchema = z.object({
  subject_address: z.string().max(400).nullable(),
  site_names: z.array(z.string().max(300)).max(100),
  contaminants_of_concern: z.array(z.string().max(200)).max(100),
  auls: z.array(z.string().max(1000)).max(50),
});
export type Phase1Extractions = z.infer<typeof extractionsSchema>;

/** The analysis of one uploaded report (spec 02 section 3 plus what makes it defensible). */
export const phase1ResultSchema = z.object({
  documentId: z.string().max(100),
  file: z.object({ name: z.string().max(300) }),
  decision: z.enum(PHASE1_DECISIONS),
  /** 0 to 1: how clearly the report states its decision. */
  confidence: z.number().min(0).max(1),
  /** A few sentences: what the report concluded and why. */
  summary: z.string().max(8000),
  sections: z.array(sectionAnalysisSchema).max(60),
  findings: z.array(findingSchema).max(200),
  extractions: extractionsSchema,
  pageCount: z.number().int().min(0),
  engine: z.enum(['offline', 'llm']),
  /** What the reader could not do (no section headings found, pages without text...). */
  warnings: z.array(z.string().max(500)).max(50),
});
export type Phase1Result = z.infer<typeof phase1ResultSchema>;

/** An answer (an assistant history entry's text is this as JSON, spec 02 section 3). */
export const answerSchema = z.object({
  answer: z.string().max(8000),
  quotes: z.array(quoteSchema).max(20),
  confidence: z.number().min(0).max(1),
});
export type Phase1Answer = z.infer<typeof answerSchema>;

export const historyEntrySchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(40_000),
  at: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const DOCUMENT_STATES = ['queued', 'analyzing', 'done', 'failed'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** An uploaded report and where its analysis stands. */
export const sessionDocumentSchema = z.object({
  documentId: z.string().max(100),
  name: z.string().max(300),
  size: z.number().int().min(0),
  format: z.enum(PHASE1_FILE_FORMATS),
  status: z.enum(DOCUMENT_STATES),
  /** 0 to 100 while analysing. */
  progress: z.number().min(0).max(100),
  pageCount: z.number().int().min(0).nullable(),
  /** Why the analysis failed (a corrupt file, a scan without text...). */
  error: z.string().max(1000).nullable(),
  uploadedAt: z.string(),
});
export type SessionDocument = z.infer<typeof sessionDocumentSchema>;

/** `GET /api/phase1-review/session/{sessionId}`. */
export const phase1SessionSchema = z.object({
  sessionId: z.string(),
  projectId: z.string(),
  fileCount: z.number().int().min(0),
  /** Null until a report has been analysed. */
  overallDecision: z.enum(PHASE1_DECISIONS).nullable(),
  updatedSummary: z.string().nullable(),
  results: z.array(phase1ResultSchema),
  history: z.array(historyEntrySchema),
  documents: z.array(sessionDocumentSchema),
  /** True while any document is queued or being analysed. */
  analyzing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Phase1Session = z.infer<typeof phase1SessionSchema>;

/** `POST /api/phase1-review/session`: the project's latest session is resumed unless `fresh`. */
export const createPhase1SessionInputSchema = z.strictObject({
  projectId: z.string().min(1).max(100),
  existingSummary: z.string().max(20_000).optional().default(''),
  fresh: z.boolean().optional().default(false),
});
export type CreatePhase1SessionInput = z.input<typeof createPhase1SessionInputSchema>;
export const createPhase1SessionResultSchema = z.object({ sessionId: z.string(), resumed: z.boolean() });

/** `POST /api/phase1-review/session/{sessionId}/ask`. */
export const askInputSchema = z.strictObject({
  question: z.string().trim().min(1, 'Please enter a question').max(QUESTION_MAX_CHARS, `A question may have at most ${QUESTION_MAX_CHARS} characters`),
});
export type AskInput = z.input<typeof askInputSchema>;

/** `POST .../upload`: the documents accepted, now queued for analysis. */
export const uploadResultSchema = z.object({ documents: z.array(sessionDocumentSchema) });

/** `GET .../documents/{documentId}/pages/{page}`: one page's text, for showing a quote where it stands. */
export const documentPageSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  text: z.string(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/**
 * The history text of an assistant entry as the spec reads it: JSON with answer, quotes and
 * confidence, else the plain text with no quotes and confidence 0.
 */
export function parseAssistantText(text: string): Phase1Answer {
  try {
    const parsed = answerSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // plain text
  }
  return { answer: text, quotes: [], confidence: 0 };
}

/** The overall decision of several reports: the most severe decided one; INCONCLUSIVE only when none decided. */
export function overallPhase1Decision(decisions: readonly Phase1Decision[]): Phase1Decision | null {
  if (decisions.length === 0) return null;
  for (const decision of PHASE1_DECISIONS) if (decision !== 'INCONCLUSIVE' && decisions.includes(decision)) return decision;
  return 'INCONCLUSIVE';
}

/** A session's summary of its analysed reports: one paragraph per report, its file name first. */
export function phase1UpdatedSummary(results: readonly Pick<Phase1Result, 'file' | 'summary'>[]): string | null {
  if (results.length === 0) return null;
  return results.map((result) => `${result.file.name}: ${result.summary}`).join('\n\n');
}
