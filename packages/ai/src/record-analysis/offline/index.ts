export { analyzeRecordDocument } from './analyze';
export type { RecordContext } from './analyze';
export { closureStatements, verdictOf } from './closure';
export type { ClosureStatement } from './closure';
export { caseIdsIn, normalizeCaseId } from './identifiers';
export { agencyNamesOf } from './agencies';
export { datesIn } from './dates';
export { overallVerdict, recordContextFromSummary, updatedRecordSummary } from './overall';
