export {
  writeRecordNarratives,
  recordNarrativesAnswerSchema,
  RECORD_NARRATIVE_PROMPT,
  DEFAULT_NARRATIVE_BATCH_SIZE,
  DEFAULT_NARRATIVE_BUDGET_MS,
} from './write-narratives';
export type { NarrativeBatch, OfflineReason, RecordNarrative, RecordNarrativeOptions, RecordNarratives } from './write-narratives';
export { narrativeAddsNoFacts, factsAddedBy, factsAddedTo, normalizeNumber } from './facts-check';
export { recordFacts, recordFactsText } from './record-facts';
export type { DatabaseRecord } from './record-facts';
