import type { GenerationStatus, ProjectActor, ReportAnalysis, ReportFormat } from '@groundwork/contracts';

/** One file of a generated report, kept in object storage under `key`. */
export interface StoredReportFile {
  format: ReportFormat;
  key: string;
  fileName: string;
  bytes: number;
}

/**
 * `generated_reports`: a project's reports, one per Generate. `_id` is its `report` job's id; the
 * record follows the job (QUEUED, RUNNING with its stage, COMPLETED with its analysis and files, or
 * FAILED with the reason).
 */
export interface GeneratedReportRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  /** The Word report's name; the PDF and the workbook share its base. */
  fileName: string;
  status: GenerationStatus;
  progress: number;
  stage: string;
  error: string | null;
  analysis: ReportAnalysis | null;
  files: StoredReportFile[];
  /** What the EP should know (no PDF written, prose kept offline, a study that could not be read). */
  warnings: string[];
  /** Who wrote the prose: `offline`, or `<model> report-prose.v1`. */
  writer: string | null;
  requestedBy: ProjectActor;
  requestedAt: Date;
  generatedAt: Date | null;
  /** Milliseconds per stage of the generation (the bench reads them). */
  timings: Record<string, number>;
}
