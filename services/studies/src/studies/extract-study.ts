import { cityDirectorySummary, type CityDirectoryResult, type ProcessingStudy } from '@groundwork/contracts';
import type { IntakeResult, StudyStep } from '@groundwork/doc-processing';
import type { StudyJobPayload } from '../repositories';
import { cityDirectoryWarnings, runCityDirectoryStudy, type CityDirectoryStudyInput } from './city-directory';
import { runDatabaseStudy } from './regulatory-database';

/** A study's output: the result JSON, its counts and what the consultant should know about it (shown above its table). */
export interface StudyExtraction {
  result: unknown;
  summary: Record<string, number>;
  warnings?: string[];
}

/** A study's extraction from the intake. */
export type StudyExtractor = (intake: IntakeResult, payload: StudyJobPayload) => StudyExtraction;

/** A city directory result with its counts and warnings. */
export const cityDirectoryStudyExtraction = (result: CityDirectoryResult): StudyExtraction => ({
  result,
  summary: cityDirectorySummary(result),
  warnings: cityDirectoryWarnings(result),
});

export const STUDY_EXTRACTORS: Partial<Record<ProcessingStudy, StudyExtractor>> = {
  cd: (intake, { properties, aliases }) => cityDirectoryStudyExtraction(runCityDirectoryStudy(intake, { properties, aliases })),
  database: (intake, { properties }) => runDatabaseStudy(intake, { properties }),
};

/** The study of a job, as the isolated extraction process runs it right after the intake. */
export function extractStudy(intake: IntakeResult, payload: StudyJobPayload): StudyExtraction {
  const extractor = STUDY_EXTRACTORS[payload.study];
  if (!extractor) throw new Error(`No extractor for the ${payload.study} study`);
  return extractor(intake, payload);
}

/** `extractStudy` as a step of doc-processing's `runExtraction`. */
export const studyStep = (payload: StudyJobPayload): StudyStep => ({ module: import.meta.url, export: 'extractStudy', input: payload });

/** The city directory study alone (a rematch on stored pages) as a step of `runExtraction`. */
export const cityDirectoryStudyStep = (input: CityDirectoryStudyInput): StudyStep => ({
  module: new URL('./city-directory.ts', import.meta.url).href,
  export: 'runCityDirectoryStudy',
  input,
});
