import type { HistoryEntry } from '@groundwork/contracts';
import type { HistoryRecord } from './records';

/** A session keeps its last 200 entries (100 questions and their answers). */
export const HISTORY_MAX_ENTRIES = 200;

export const toHistoryEntry = ({ role, text, at }: HistoryRecord): HistoryEntry => ({ role, text, at: at.toISOString() });
