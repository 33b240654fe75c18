// Generated radius reports in many vendor layouts, with their truth, and the scorer.
export * from './radius-report-layouts/index';
