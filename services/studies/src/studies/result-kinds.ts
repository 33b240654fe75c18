import {
  aerialStudyResultSchema,
  aerialStudySummary,
  cityDirectoryResultSchema,
  cityDirectorySummary,
  databaseStudyResultSchema,
  databaseStudySummary,
  type ProcessingStudy,
} from '@groundwork/contracts';
import type { z } from 'zod';

/** What every editable result carries: the user's last saved edit (null while untouched). */
export type EditableResult = { editedAt: string | null };

/** A study's editable result JSON: the schema a save is validated against, and its counts. */
export interface StudyResultKind {
  schema: z.ZodType<EditableResult>;
  summary: (result: EditableResult) => Record<string, number>;
}

const resultKind = <Result extends EditableResult>(schema: z.ZodType<Result>, summary: (result: Result) => Record<string, number>): StudyResultKind => ({
  schema,
  summary: (result) => summary(result as Result),
});

const STUDY_RESULT_KINDS: Partial<Record<ProcessingStudy, StudyResultKind>> = {
  cd: resultKind(cityDirectoryResultSchema, cityDirectorySummary),
  database: resultKind(databaseStudyResultSchema, databaseStudySummary),
  aerial: resultKind(aerialStudyResultSchema, aerialStudySummary),
};

/** The result kind of a study's jobs; results stored before the study was recorded are city directory ones. */
export function resultKindOf(study: ProcessingStudy | undefined): StudyResultKind {
  const kind = STUDY_RESULT_KINDS[study ?? 'cd'];
  if (!kind) throw new Error(`The ${study} study has no editable result`);
  return kind;
}
