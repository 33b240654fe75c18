import { loadTruthFixtures, type TruthFixture } from '../../phase1-review/testing/fixtures';
import type { SupportingTruth } from './truth';

export type SupportingFixture = TruthFixture<SupportingTruth>;

/** The four supporting-document samples of the shared fixtures with their truth. */
export const loadSupportingFixtures = (directory?: string): Promise<SupportingFixture[]> => loadTruthFixtures<SupportingTruth>('supporting_doc_', directory);
