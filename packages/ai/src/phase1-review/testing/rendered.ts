import type { Block } from './document';
import type { ReportFacts } from './facts';
import type { Family } from './families';

export type Phase1Format = 'txt' | 'docx' | 'pdf';
export const PHASE1_FORMATS: readonly Phase1Format[] = ['txt', 'docx', 'pdf'];

/** What a renderer is given: the paginated blocks and the page furniture. */
export interface RenderInput {
  pages: Block[][];
  family: Family;
  facts: ReportFacts;
}

/** The file and the text of each page as the renderer laid it out. */
export interface RenderOutput {
  bytes: Uint8Array;
  pageTexts: string[];
}
