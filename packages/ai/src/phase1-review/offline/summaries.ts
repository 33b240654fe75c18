import { PHASE1_DECISION_BADGES, type Finding, type SectionAnalysis } from '@groundwork/contracts';
import type { Analysis } from './analyze';
import type { Sentence } from './sentences';

/** Sentences a section summary quotes at most. */
const QUOTES_PER_SECTION = 3;
const SUMMARY_SENTENCES = 2;

const findingRank = (finding: Finding) => (finding.counts ? 0 : finding.kind === 'DE_MINIMIS' || finding.kind === 'DATA_GAP' ? 1 : 2);

/** The sentences that say most about a section: its findings first (counting ones first), else its opening sentences. */
function keySentences(sentences: readonly Sentence[], findings: readonly Finding[]): Sentence[] {
  const byQuote = new Map(sentences.map((sentence) => [`${sentence.page}|${sentence.text}`, sentence]));
  const withFindings = [...findings]
    .sort((a, b) => findingRank(a) - findingRank(b))
    .map((finding) => byQuote.get(`${finding.page}|${finding.quote}`))
    .filter((sentence): sentence is Sentence => sentence !== undefined);
  const opening = sentences.filter((sentence) => sentence.kind === 'body' && sentence.text.length > 40);
  const unique = [...new Set([...withFindings, ...opening])];
  return unique.slice(0, QUOTES_PER_SECTION);
}

/** Section-by-section analysis: each detected section with a short extractive summary and its quotes. */
export function sectionAnalyses(analysis: Analysis): SectionAnalysis[] {
  const { read, findings } = analysis;
  const groups = new Map<string, Sentence[]>();
  for (const sentence of read.sentences) {
    if (sentence.section === null || sentence.kind === 'heading') continue;
    groups.set(sentence.section, [...(groups.get(sentence.section) ?? []), sentence]);
  }
  if (groups.size === 0) return wholeDocument(analysis);
  return [...groups].map(([section, sentences]) => {
    const pages = new Set(sentences.map((sentence) => `${sentence.page}|${sentence.text}`));
    const key = keySentences(
      sentences,
      findings.filter((finding) => pages.has(`${finding.page}|${finding.quote}`)),
    );
    return {
      section,
      summary:
        key
          .slice(0, SUMMARY_SENTENCES)
          .map((sentence) => sentence.text)
          .join(' ') || 'No text in this section.',
      quotes: key.map((sentence) => ({ quote: sentence.text, page: sentence.page })),
    };
  });
}

/** A report without recognisable sections: one "Findings" entry with the sentences that carry findings. */
function wholeDocument(analysis: Analysis): SectionAnalysis[] {
  const key = keySentences(analysis.read.sentences, analysis.findings);
  if (key.length === 0) return [];
  return [
    {
      section: 'Document',
      summary: key
        .slice(0, SUMMARY_SENTENCES)
        .map((sentence) => sentence.text)
        .join(' '),
      quotes: key.map((sentence) => ({ quote: sentence.text, page: sentence.page })),
    },
  ];
}

/** What the report concluded and why, in a few sentences of its own words. */
export function resultSummary(analysis: Analysis): string {
  const { decision, extractions } = analysis;
  const label = PHASE1_DECISION_BADGES[decision.decision].label;
  const why = decision.evidence[0]?.quote;
  const parts = [why ? `${label}: ${why}` : `${label}: the report states no conclusion the reviewer could read.`];
  if (extractions.contaminants_of_concern.length > 0) parts.push(`Contaminants of concern: ${extractions.contaminants_of_concern.join(', ')}.`);
  if (extractions.auls.length > 0) parts.push(`AULs: ${extractions.auls.join('; ')}.`);
  return parts.join(' ');
}
