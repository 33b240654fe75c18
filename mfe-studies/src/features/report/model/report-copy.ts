import type { FindingClass, ReportAnalysis, SourceRef } from '@groundwork/contracts';

type Level = ReportAnalysis['riskAssessment']['level'];

/** Tab texts the spec leaves open; the e2e journeys target them. */
export const REPORT_COPY = {
  stepsTitle: 'Required Steps',
  generate: 'Generate Report',
  viewerCannotGenerate: 'Viewers can read reports but not generate them.',
  generating: 'A report is being generated.',
  progressTitle: 'Generating Report',
  currentTitle: 'Current Report',
  noReport: 'No report has been generated yet.',
  historyTitle: 'Report History',
  noHistory: 'No reports yet.',
  exportGroup: 'Export the current report',
  loadFailed: 'The generated reports could not be read.',
  readinessReadFailed: "The project's steps could not be read.",
} as const;

/** Risk levels and recommendation priorities: high red, medium orange, low green. */
export const LEVEL_LABELS: Record<Level, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const LEVEL_COLORS: Record<Level, string> = { high: 'red', medium: 'orange', low: 'green' };

/** By class; a class added to the contract later shows uncoloured until it has its own. */
const FINDING_CLASS_COLORS: Readonly<Record<string, string>> = {
  REC: 'red',
  CREC: 'orange',
  HREC: 'gold',
  'off-site': 'volcano',
  'de minimis': 'blue',
  'data gap': 'purple',
  'no REC': 'green',
};
export const findingClassColor = (classification: FindingClass): string => FINDING_CLASS_COLORS[classification] ?? 'default';

export const WRITER_LABELS: Record<ReportAnalysis['writer'], string> = {
  offline: "Written offline from the project's study facts",
  llm: "Written by the language model from the project's study facts",
};

/** Where a finding came from, e.g. `City Directory · Polk 1965.pdf · p. 12`. */
export const sourceLabel = (source: SourceRef): string =>
  [source.study, source.document, source.page === null ? null : `p. ${source.page}`].filter(Boolean).join(' · ');

/** A data gap's years, e.g. `1950–1965`. */
export const yearsLabel = (from: number, to: number): string => (from === to ? String(from) : `${from}–${to}`);

/** A date and time as the other tabs show them; blank without one. */
export const dateTimeLabel = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '');
