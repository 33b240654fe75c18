export { writeReportProse, reportProseAnswerSchema, REPORT_PROSE_PROMPT, DEFAULT_REPORT_PROSE_BUDGET_MS } from './write-report-prose';
export type { ReportProse, ReportProseInput, ReportProseOptions, RejectedText } from './write-report-prose';
