import type { GeneratedReport, GenerationStatus, ReportReadiness } from '@groundwork/contracts';

export const GENERATION_STATUS_LABELS: Record<GenerationStatus, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

/** The report's job is still on the server's queue or running. */
export const isGenerating = (report: GeneratedReport): boolean => report.status === 'QUEUED' || report.status === 'RUNNING';

/** The report whose analysis and files the tab shows: the newest completed one. */
export const currentReport = (reports: readonly GeneratedReport[]): GeneratedReport | null => reports.find((report) => report.status === 'COMPLETED') ?? null;

export type HistoryMark = 'Current' | 'Previous';

/**
 * Spec 02 section 2's history marks, on a list newest first: the Current report (the newest
 * completed one, shown above) and the Previous ones after it. A job newer than the Current report
 * (still running, or failed) is neither; it shows its status instead.
 */
export function historyMarks(reports: readonly GeneratedReport[]): Array<HistoryMark | null> {
  const currentIndex = reports.findIndex((report) => report.status === 'COMPLETED');
  return reports.map((_report, index) => {
    if (currentIndex === -1 || index < currentIndex) return null;
    return index === currentIndex ? 'Current' : 'Previous';
  });
}

/** The 'Complete Required Steps' message: the steps still to do, in the checklist's order. */
export function missingStepsMessage(readiness: ReportReadiness): string {
  const missing = readiness.steps.filter((step) => !step.done).map((step) => step.label);
  return `Complete these steps before generating the report: ${missing.join(', ')}.`;
}
