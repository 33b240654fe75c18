import { z } from 'zod';
import { directionSchema } from './properties';
import type { StudyChecks } from './projects';

/**
 * The Report tab and report generation (spec 02 sections 2, 3, 4, 7, 8): readiness by four steps,
 * a generation job on the studies workers that builds the analysis from the project's own facts
 * (every finding with its sources) and writes the report as Word, PDF and Excel, and the history
 * of generated reports (the first Current, the others Previous).
 */

/** Spec 02 section 8: the Report tab's messages. */
export const REPORT_MESSAGES = {
  generationFailed: 'Generation Failed',
  completeRequiredSteps: 'Complete Required Steps',
  exportStarted: 'Export Started',
} as const;

/** Spec 02 section 9: the tab's client cache check refreshes every 2 s. */
export const REPORT_REFRESH_MS = 2000;

/** Spec 02 section 2: the checklist's four steps, in order. */
export const REPORT_STEPS = ['properties', 'cityDirectory', 'aerial', 'database'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];
export const REPORT_STEP_LABELS: Record<ReportStep, string> = {
  properties: 'Properties Identified',
  cityDirectory: 'City Directory',
  aerial: 'Aerial Review',
  database: 'Database Search',
};

export interface ReportReadiness {
  steps: Array<{ step: ReportStep; label: string; done: boolean }>;
  completed: number;
  /** Completed steps of 4 as a whole percent (0, 25, 50, 75, 100). */
  progress: number;
  ready: boolean;
}

/**
 * Spec 02 section 4: all four steps must be complete before generation. Properties are identified
 * when the project has its subject property and at least one adjoining property (the historical
 * sources cover both); the other three are the project's study checks.
 */
export function reportReadiness(checks: StudyChecks | undefined, properties: ReadonlyArray<{ direction: string }>): ReportReadiness {
  const hasSubject = properties.some((property) => property.direction === 'subject');
  const hasAdjoining = properties.some((property) => property.direction !== 'subject');
  const done: Record<ReportStep, boolean> = {
    properties: hasSubject && hasAdjoining,
    cityDirectory: checks?.cityDirectory ?? false,
    aerial: checks?.aerial ?? false,
    database: checks?.database ?? false,
  };
  const steps = REPORT_STEPS.map((step) => ({ step, label: REPORT_STEP_LABELS[step], done: done[step] }));
  const completed = steps.filter((step) => step.done).length;
  return { steps, completed, progress: Math.round((completed / REPORT_STEPS.length) * 100), ready: completed === REPORT_STEPS.length };
}

/** Where a fact came from, so the EP can follow it: the study, the document, its page and words. */
export const sourceRefSchema = z.object({
  study: z.string(),
  document: z.string(),
  page: z.number().int().positive().nullable(),
  quote: z.string().nullable(),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

/** ASTM E1527-21's classes, and 'off-site': a condition on an adjoining or nearby property the EP evaluates for migration to the subject. */
export const FINDING_CLASSES = ['REC', 'CREC', 'HREC', 'off-site', 'de minimis', 'data gap', 'no REC'] as const;
export const findingClassSchema = z.enum(FINDING_CLASSES);
export type FindingClass = z.infer<typeof findingClassSchema>;

/** A finding of the report; it is never written without a source. */
export const reportFindingSchema = z.object({
  classification: findingClassSchema,
  direction: directionSchema,
  text: z.string(),
  sources: z.array(sourceRefSchema).min(1),
});
export type ReportFinding = z.infer<typeof reportFindingSchema>;

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const prioritySchema = z.enum(PRIORITIES);

export const reportRecommendationSchema = z.object({ title: z.string(), description: z.string(), priority: prioritySchema });
export type ReportRecommendation = z.infer<typeof reportRecommendationSchema>;

/** An interval of the historical record without any Big 4 source, for the EP to confirm or edit. */
export const reportDataGapSchema = z.object({
  direction: directionSchema,
  address: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  significance: z.string(),
});
export type ReportDataGap = z.infer<typeof reportDataGapSchema>;

/** Spec 02 section 3's Analysis, with the findings' sources and the data gaps beside it. */
export const reportAnalysisSchema = z.object({
  summary: z.string(),
  keyFindings: z.array(z.string()),
  riskAssessment: z.object({ level: prioritySchema, description: z.string() }),
  recommendations: z.array(reportRecommendationSchema),
  findings: z.array(reportFindingSchema),
  dataGaps: z.array(reportDataGapSchema),
  /** Who wrote the prose: the offline writer (rules over the facts) or the configured LLM. */
  writer: z.enum(['offline', 'llm']),
});
export type ReportAnalysis = z.infer<typeof reportAnalysisSchema>;

export const REPORT_FORMATS = ['docx', 'pdf', 'xlsx'] as const;
export const reportFormatSchema = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof reportFormatSchema>;
export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = { pdf: 'PDF', docx: 'Word', xlsx: 'Excel' };

export const reportFileSchema = z.object({
  format: reportFormatSchema,
  fileName: z.string(),
  bytes: z.number().int().nonnegative(),
  /** A presigned GET that downloads the file under `fileName`. */
  url: z.string(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

export const GENERATION_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export const generationStatusSchema = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** Spec 02 section 3's generated report (id, fileName, generatedAt) and its job's state. */
export const generatedReportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** When the files were written; null until COMPLETED. */
  generatedAt: z.string().nullable(),
  status: generationStatusSchema,
  /** 0 to 100 while the job runs. */
  progress: z.number().min(0).max(100),
  /** What the job is doing ("Reading the studies", "Writing the Word report"...). */
  stage: z.string(),
  error: z.string().nullable(),
  analysis: reportAnalysisSchema.nullable(),
  files: z.array(reportFileSchema),
  /** What the EP should know about this version (no PDF written, a study that could not be read, prose kept offline). */
  warnings: z.array(z.string()),
  requestedAt: z.string(),
  requestedBy: z.string(),
});
export type GeneratedReport = z.infer<typeof generatedReportSchema>;

/** `GET /api/projects/{id}/generated-reports`: newest first; the first is Current, the others Previous. */
export const generatedReportListSchema = z.object({ reports: z.array(generatedReportSchema) });
export type GeneratedReportList = z.infer<typeof generatedReportListSchema>;

/** `POST /api/projects/{id}/generate-report`: 202 with the queued report; its `analysis` once done. */
export const generateReportResultSchema = z.object({ report: generatedReportSchema, analysis: reportAnalysisSchema.nullable() });
export type GenerateReportResult = z.infer<typeof generateReportResultSchema>;

/** 409 REPORT_NOT_READY names the steps still to do. */
export const REPORT_NOT_READY = 'REPORT_NOT_READY';
