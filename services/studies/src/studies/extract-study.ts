import { cityDirectorySummary, type CityDirectoryResult, type ProcessingStudy } from '@groundwork/contracts';
import type { IntakeResult, StudyStep } from '@groundwork/doc-processing';
import type { StudyJobPayload } from '../repositories';
import { cityDirectoryWarnings, runCityDirectoryStudy, type CityDirectoryStudyInput } from './city-directory';
import { runAerialStudy } from './aerial';
import { runDatabaseStudy } from './regulatory-database';

/** A file a study keeps beside its result (an aerial photograph), stored at `jobs/<id>/<name>`. */
export interface StudyAttachment {
  name: string;
  contentType: string;
  base64: string;
}

/** A study's output: the result JSON, its counts, what the consultant should know about it (shown above its table) and its files. */
export interface StudyExtraction {
  result: unknown;
  summary: Record<string, number>;
  warnings?: string[];
  attachments?: StudyAttachment[];
}

/** The document a study step gets besides its intake (null for a study on an intake read before). */
export interface StudyDocument {
  pdf: Uint8Array | null;
}

/** A study's extraction from the intake (and the document, for a study that reads its images). */
export type StudyExtractor = (intake: IntakeResult, payload: StudyJobPayload, document: StudyDocument) => StudyExtraction | Promise<StudyExtraction>;

/** A city directory result with its counts and warnings. */
export const cityDirectoryStudyExtraction = (result: CityDirectoryResult): StudyExtraction => ({
  result,
  summary: cityDirectorySummary(result),
  warnings: cityDirectoryWarnings(result),
});

export const STUDY_EXTRACTORS: Partial<Record<ProcessingStudy, StudyExtractor>> = {
  cd: (intake, { properties, aliases }) => cityDirectoryStudyExtraction(runCityDirectoryStudy(intake, { properties, aliases })),
  database: (intake, { properties }) => runDatabaseStudy(intake, { properties }),
  aerial: (intake, payload, document) => runAerialStudy(intake, payload, document),
};

/** The study of a job, as the isolated extraction process runs it right after the intake. */
export async function extractStudy(intake: IntakeResult, payload: StudyJobPayload, document: StudyDocument = { pdf: null }): Promise<StudyExtraction> {
  const extractor = STUDY_EXTRACTORS[payload.study];
  if (!extractor) throw new Error(`No extractor for the ${payload.study} study`);
  return extractor(intake, payload, document);
}

/** `extractStudy` as a step of doc-processing's `runExtraction`. */
export const studyStep = (payload: StudyJobPayload): StudyStep => ({ module: import.meta.url, export: 'extractStudy', input: payload });

/** The city directory study alone (a rematch on stored pages) as a step of `runExtraction`. */
export const cityDirectoryStudyStep = (input: CityDirectoryStudyInput): StudyStep => ({
  module: new URL('./city-directory.ts', import.meta.url).href,
  export: 'runCityDirectoryStudy',
  input,
});
