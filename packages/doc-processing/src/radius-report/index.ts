export { extractRadiusReport, radiusReportCliShape } from './extract';
export type { ExtractRadiusReportOptions, RadiusReportExtraction, RadiusReportProperty, RadiusReportCliShape, RadiusReportCliRecord } from './extract';
