import { parseAssistantText, type HistoryEntry, type Phase1Answer } from '@groundwork/contracts';
import type { LlmClient } from '../../client';
import { normalizeForMatch, verifyQuotes } from '../../grounding/quotes';
import { loadPrompt } from '../../prompts/prompts';
import { NOT_FOUND_ANSWER, type ReviewDocument } from '../types';
import { questionAnswerSchema, type QuestionAnswer } from './answers';
import { estimateTokens } from './chunks';
import { structuredWithReask } from './structured-with-reask';

// A question answered by the LLM from the passages retrieval finds for it (each labelled with its
// file and page), kept only as far as its quotes stand on their pages.

export const ANSWER_PROMPT = { name: 'phase1-answer', version: 1 } as const;

/** A passage as the offline engine's index returns it. */
export interface Passage {
  documentId: string;
  name: string;
  page: number;
  section: string | null;
  text: string;
  score: number;
}

export interface PassageIndex {
  search(query: string, limit?: number): Passage[];
}

const MAX_PASSAGES = 12;
const MAX_PASSAGE_TOKENS = 5_000;
/** Candidates retrieved before the token budget picks the passages sent. */
const CANDIDATES = 24;
/** A passage is widened to its paragraph up to this size. */
const MAX_PARAGRAPH_CHARS = 1_500;
const HISTORY_TURNS = 6;
const HISTORY_TURN_CHARS = 1_000;
const MAX_ANSWER_TOKENS = 1_500;
const MAX_QUOTES = 20;
const MAX_QUOTE_CHARS = 4_000;

export interface QuestionRun {
  client: LlmClient;
  createPassageIndex(documents: readonly ReviewDocument[]): PassageIndex;
  signal: AbortSignal;
}

export const notFound = (): Phase1Answer => ({ answer: NOT_FOUND_ANSWER, quotes: [], confidence: 0 });

export async function answerQuestion(
  documents: readonly ReviewDocument[],
  question: string,
  history: readonly HistoryEntry[],
  run: QuestionRun,
): Promise<Phase1Answer> {
  const passages = selectPassages(run.createPassageIndex(documents), documents, question, history);
  if (passages.length === 0) return notFound();
  const prompt = loadPrompt(ANSWER_PROMPT.name, ANSWER_PROMPT.version);
  const answer = await structuredWithReask(run.client, {
    schema: questionAnswerSchema,
    schemaName: 'phase1_answer',
    system: prompt.text,
    user: JSON.stringify({
      question,
      conversation: recentTurns(history),
      passages: passages.map(({ name, page, section, text }) => ({ file: name, page, section, text })),
    }),
    promptId: prompt.id,
    maxTokens: MAX_ANSWER_TOKENS,
    signal: run.signal,
  });
  return groundedAnswer(answer.data, documents);
}

/**
 * The best passages for the question within the token budget, each widened to the paragraph of
 * its page that holds it (an index may return single sentences); a follow-up question ("and its
 * closure date?") also brings passages for the question before it.
 */
function selectPassages(index: PassageIndex, documents: readonly ReviewDocument[], question: string, history: readonly HistoryEntry[]): Passage[] {
  const previous = history.findLast((entry) => entry.role === 'user')?.text;
  const candidates = [...index.search(question, CANDIDATES), ...(previous ? index.search(`${previous} ${question}`, CANDIDATES) : [])];
  const seen = new Set<string>();
  const selected: Passage[] = [];
  let tokens = 0;
  for (const candidate of candidates) {
    const passage = { ...candidate, text: paragraphAround(candidate, documents) };
    const key = `${passage.documentId}|${passage.page}|${passage.text}`;
    const size = estimateTokens(passage.text);
    if (seen.has(key) || tokens + size > MAX_PASSAGE_TOKENS) continue;
    seen.add(key);
    selected.push(passage);
    tokens += size;
    if (selected.length === MAX_PASSAGES) break;
  }
  return selected;
}

/** The paragraph of the passage's page that holds it, when not too long; else the passage as found. */
function paragraphAround(passage: Passage, documents: readonly ReviewDocument[]): string {
  const page = documents.find((document) => document.documentId === passage.documentId)?.pages.find((candidate) => candidate.page === passage.page);
  const wanted = normalizeForMatch(passage.text);
  const paragraph = page?.text.split(/\n\s*\n/).find((candidate) => normalizeForMatch(candidate).includes(wanted));
  return paragraph !== undefined && paragraph.length <= MAX_PARAGRAPH_CHARS ? paragraph.trim() : passage.text;
}

/** The last turns, an assistant's as its answer's text (its history text is the answer as JSON). */
const recentTurns = (history: readonly HistoryEntry[]) =>
  history.slice(-HISTORY_TURNS).map(({ role, text }) => ({
    role,
    text: (role === 'assistant' ? parseAssistantText(text).answer : text).slice(0, HISTORY_TURN_CHARS),
  }));

const NOT_FOUND_TEXT = normalizeForMatch(NOT_FOUND_ANSWER).replace(/\.$/, '');

/**
 * The model's answer with the quotes that stand on their page; "not found" (confidence 0, no
 * quotes) when the model says the documents do not hold it or none of its quotes stands.
 */
function groundedAnswer(answer: QuestionAnswer, documents: readonly ReviewDocument[]): Phase1Answer {
  const text = answer.answer.trim();
  if (normalizeForMatch(text).replace(/\.$/, '') === NOT_FOUND_TEXT) return notFound();
  const given = answer.quotes.map((quote) => ({ ...quote, quote: quote.quote.slice(0, MAX_QUOTE_CHARS) }));
  const quotes = verifyQuotes(given, documents).slice(0, MAX_QUOTES);
  if (text === '' || quotes.length === 0) return notFound();
  const confidence = Math.min(1, Math.max(0, answer.confidence)) * (quotes.length / answer.quotes.length);
  return { answer: text.slice(0, 8_000), quotes, confidence: Math.round(confidence * 100) / 100 };
}
