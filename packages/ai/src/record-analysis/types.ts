import type { RecordDocumentResult } from '@groundwork/contracts';
import type { ReviewDocument, ReviewOptions } from '../phase1-review/types';
import type { RecordContext } from './offline/analyze';

/**
 * Reads one agency document (an NFA letter, a notice of violation, a closure summary) for whether
 * the database record's case is closed. Both engines answer only from the document: every evidence
 * quote has been checked to be on its page (`verifyQuotes`); a letter about another case id, a
 * proposed closure or a closure with conditions is never CONFIRMED_CLOSED.
 */
export interface RecordAnalyzer {
  readonly engine: 'offline' | 'llm';
  analyze(document: ReviewDocument, record: RecordContext, options?: ReviewOptions): Promise<RecordDocumentResult>;
}
