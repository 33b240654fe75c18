import MiniSearch from 'minisearch';
import type { ReviewDocument } from '../types';
import { type ReadDocument, readDocument, type Sentence } from './sentences';

/** A passage found for a query: one sentence (or table row) of a page, with the page around it. */
export interface Passage {
  documentId: string;
  name: string;
  page: number;
  section: string | null;
  /** Its section's and subsection's titles (`Findings 2.2 Historical Use`): what the passage is about. */
  heading?: string;
  text: string;
  score: number;
  /** The sentence's position in its document (its neighbours give context). */
  index: number;
}

const STOP_WORDS = new Set(
  'a an and are as at be by did do does for from has have how in is it its of on or that the this to was were what when where which who whom whose why will with any there their been into about during after before over under upon within these those'.split(
    ' ',
  ),
);

/** Words an author may write either way: an acronym and what it stands for index as one. */
const SYNONYMS: Record<string, string> = {
  recs: 'rec',
  recognized: 'rec',
  crecs: 'crec',
  hrecs: 'hrec',
  coc: 'contaminant',
  cocs: 'contaminant',
  contaminants: 'contaminant',
  aul: 'aul',
  auls: 'aul',
  ust: 'tank',
  usts: 'tank',
  ast: 'tank',
  asts: 'tank',
  tanks: 'tank',
  ep: 'professional',
  client: 'user',
  prepared: 'prepare',
  acreage: 'acre',
  acres: 'acre',
  size: 'acre',
  recommend: 'recommendation',
  recommends: 'recommendation',
  recommended: 'recommendation',
  recommendations: 'recommendation',
  reconnaissance: 'visit',
  inspection: 'visit',
  signed: 'signature',
  signatures: 'signature',
  groundwater: 'groundwater',
  gw: 'groundwater',
  bgs: 'depth',
  pce: 'tetrachloroethylene',
  perc: 'tetrachloroethylene',
  tce: 'trichloroethylene',
  // A report calls the subject "the Site" or "the property" alike.
  site: 'property',
  sites: 'property',
};

/** A light stem: plural and verb endings off, so `listings` finds `listed`. */
function stem(word: string): string {
  // A short plural (`uses`, `maps`, `pits`) loses its `s`; `gas`, `less` and `bus` keep theirs.
  if (word.length <= 4) return word.length === 4 && /[^su]s$/.test(word) ? word.slice(0, -1) : word;
  return word
    .replace(/ly$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:ing|ed|es|s)$/, '');
}

/** How query and text words are compared: lower case, stop words out, synonyms folded, stemmed. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  const folded = SYNONYMS[lower] ?? lower;
  return stem(folded);
}

/** Appendices back the report up; its own text answers first. */
const APPENDIX_WEIGHT = 0.6;

/** The sentences before and after one on its page: a two-part question is often answered by a pair. */
function neighbours(sentences: readonly Sentence[], id: number): string {
  const sentence = sentences[id];
  return [sentences[id - 1], sentences[id + 1]]
    .filter((other): other is Sentence => other !== undefined && other.page === sentence?.page && other.documentId === sentence.documentId)
    .map((other) => other.text)
    .join(' ');
}

export interface PassageIndex {
  search(query: string, limit?: number): Passage[];
  /** The sentences of one document, in reading order (for context around a passage). */
  sentencesOf(documentId: string): readonly Sentence[];
  /** Whether any sentence or section title of the documents holds the term (a `termOf` value). */
  hasTerm(term: string): boolean;
}

/** BM25 (MiniSearch) over every sentence of the documents, with section titles as a weaker field. */
export function createPassageIndex(documents: readonly ReviewDocument[], read: readonly ReadDocument[] = documents.map(readDocument)): PassageIndex {
  const sentences = read.flatMap((doc) => doc.sentences.filter((sentence) => sentence.kind !== 'heading'));
  const index = new MiniSearch<Sentence & { id: number; heading: string; context: string }>({
    fields: ['text', 'heading', 'context'],
    storeFields: [],
    processTerm: (term) => termOf(term),
    searchOptions: { boost: { text: 2, heading: 1, context: 0.5 }, prefix: false, fuzzy: false, combineWith: 'OR' },
  });
  const stored = sentences.map((sentence, id) => ({
    ...sentence,
    id,
    heading: [sentence.section, sentence.subsection].filter(Boolean).join(' '),
    context: neighbours(sentences, id),
  }));
  index.addAll(stored);
  const byDocument = new Map(read.map((doc) => [doc.document.documentId, doc.sentences]));
  const vocabulary = new Set(
    stored.flatMap((sentence) =>
      `${sentence.text} ${sentence.heading}`
        .split(/[^\w#-]+/)
        .map(termOf)
        .filter((term): term is string => term !== null),
    ),
  );
  return {
    search(query, limit = 10) {
      return index
        .search(query)
        .flatMap((hit) => {
          const sentence = stored[hit.id as number];
          if (!sentence) return [];
          const { documentId, name, page, section, heading, text, index: position } = sentence;
          const score = section === 'Appendices' ? hit.score * APPENDIX_WEIGHT : hit.score;
          return [{ documentId, name, page, section, heading, text, score, index: position }];
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
    sentencesOf: (documentId) => byDocument.get(documentId) ?? [],
    hasTerm: (term) => vocabulary.has(term),
  };
}
