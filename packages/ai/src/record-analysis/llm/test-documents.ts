import type { ReviewDocument } from '../../phase1-review/types';
import type { ClosureChunkAnswer } from './answers';

// Agency documents of the LLM engine's tests, each with what a faithful model answers for it.

const letter = (documentId: string, body: string, page2 = ''): ReviewDocument => ({
  documentId,
  name: `${documentId}.pdf`,
  format: 'pdf',
  pages: [
    {
      page: 1,
      text: `CALIFORNIA REGIONAL WATER QUALITY CONTROL BOARD
San Francisco Bay Region

February 3, 2019

Mr. Daniel Ortiz
Triangle Truck Terminal
1042 Sunset Blvd, Oakland, CA 94607

RE: Case No. RO0003128, Triangle Truck Terminal

Dear Mr. Ortiz:

${body}`,
    },
    {
      page: 2,
      text: `${page2}If new information indicates that the release poses a threat to human health, the case may be reopened.

Sincerely,

Jane Smith
Executive Officer

cc: Alameda County Environmental Health Department`,
    },
  ],
});

export const NFA_LETTER = letter(
  'nfa-letter',
  'The Regional Water Board has reviewed the case file for the former underground storage tank release at the site. Based on the information in the case file, no further action is required for the release at the site. The case is hereby closed as of February 3, 2019.',
);

export const CONDITIONAL_CLOSURE = letter(
  'conditional-closure',
  'The Regional Water Board has reviewed the case file for the former underground storage tank release at the site. Based on the information in the case file, no further action is required for the release at the site.',
  'This closure depends on the deed restriction recorded for the property, which limits its use to commercial purposes.\n\n',
);

/** A closure in words the offline clauses do not know. */
export const RESOLVED_LETTER = letter(
  'resolved-letter',
  'The Regional Water Board considers this matter fully resolved and has ended its regulatory oversight of the release at the site.',
);

export const CLOSED = 'no further action is required for the release at the site';
export const HEREBY_CLOSED = 'The case is hereby closed as of February 3, 2019';

/** What a faithful model reads in the NFA letter. */
export const NFA_ANSWER: ClosureChunkAnswer = {
  statements: [
    { kind: 'closed', quote: CLOSED, page: 1 },
    { kind: 'closed', quote: HEREBY_CLOSED, page: 1 },
  ],
  case_ids: [{ value: 'RO0003128', quote: 'RE: Case No. RO0003128, Triangle Truck Terminal', page: 1 }],
  agency_names: [
    { value: 'California Regional Water Quality Control Board', quote: 'CALIFORNIA REGIONAL WATER QUALITY CONTROL BOARD', page: 1 },
    { value: 'Alameda County Environmental Health Department', quote: 'cc: Alameda County Environmental Health Department', page: 2 },
  ],
  dates: [
    { kind: 'closure', value: '2019-02-03', quote: HEREBY_CLOSED, page: 1 },
    { kind: 'document', value: '2019-02-03', quote: 'San Francisco Bay Region\n\nFebruary 3, 2019', page: 1 },
  ],
  summary: 'The Regional Water Board closed case RO0003128 on February 3, 2019: no further action is required.',
};

export const NO_ANSWER: ClosureChunkAnswer = { statements: [], case_ids: [], agency_names: [], dates: [], summary: '' };
