import { databaseStudyResultSchema, databaseStudySummary, type CityDirectoryProperty, type DatabaseStudyResult } from '@groundwork/contracts';
import { extractRadiusReport, IntakeError, type IntakeResult, type RadiusReportExtraction } from '@groundwork/doc-processing';

/**
 * The result of a radius report's extraction. A report in which nothing was recognised fails
 * with the extraction's reason (an IntakeError, so the job ends FAILED at once), as the city
 * directory does: an empty narrative table is never an answer.
 */
export function databaseResultOf(extraction: RadiusReportExtraction): DatabaseStudyResult {
  if (extraction.unrecognised) {
    throw new IntakeError('NOTHING_RECOGNISED', extraction.unrecognised.message, { reason: extraction.unrecognised.code });
  }
  return databaseStudyResultSchema.parse({ ...extraction.result, editedAt: null });
}

/** The regulatory database study of an intake: the report's sites and orphans, matched to the project's properties, with its counts and warnings. */
export function runDatabaseStudy(intake: IntakeResult, { properties }: { properties: CityDirectoryProperty[] }) {
  const extraction = extractRadiusReport(intake, { properties });
  const result = databaseResultOf(extraction);
  return { result, summary: databaseStudySummary(result), warnings: extraction.warnings };
}
