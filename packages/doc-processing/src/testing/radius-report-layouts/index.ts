export { generateRadiusReport, RADIUS_REPORT_FAMILIES, radiusReportFamilyDescription } from './generate';
export type { GenerateRadiusReportOptions, GeneratedRadiusReport, RadiusReportFamily } from './generate';
export type { RadiusReportTruth, RadiusReportTruthRecord, RadiusReportSummaryRow } from './truth';
export { scoreRadiusReport, matchRecords, normalizeKey, normalizeDb } from './score';
export type { MatchScore, RadiusReportScore, SiteFieldScores, SummaryScore } from './score';
