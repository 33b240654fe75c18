import type { Finding } from '@groundwork/contracts';
import { INFERRED, isDeciding, REASONS } from './conditions';
import { controlsIn } from './extractions';
import type { Sentence } from './sentences';

/**
 * Findings a report states by its structure rather than in each sentence: the items of a list its
 * introduction classes (`The following RECs were identified:` and its bullets, `no RECs ... except for
 * the following:` and its numbered paragraphs), and a classification made in the body of the report
 * that its findings or conclusions repeat.
 */

const SEVERE: readonly Finding['kind'][] = ['REC', 'CREC', 'HREC'];

/** An item of a list: a bullet, `a)`, `(2)`, or a numbered paragraph (`4.1.1`). */
const LIST_ITEM = /^\s*(?:[-•▪◦*●■–]|\(?\d{1,2}\)|\(?[a-z]\)|\d+(?:\.\d+)+\.?)\s+\S/;

export const CONTROL_ITEM_REASON = 'an item of a list of the controls in place';
export const CORROBORATED_REASON = 'stated in the body and repeated where the report decides';

/** The class a list's introduction gives its items: a sentence ending in `:` that states a REC, CREC or HREC of the subject. */
function introducedClass(sentence: Sentence, findings: readonly Finding[]): Finding['kind'] | null {
  if (sentence.kind !== 'body' || !/:\s*$/.test(sentence.text)) return null;
  const stated = findings.filter((finding) => finding.counts && finding.location === 'subject' && SEVERE.includes(finding.kind));
  return stated.length === 1 ? (stated[0]?.kind ?? null) : null;
}

/** Sentences of an item's own text that a list may hold between two items (an item wrapped into several paragraphs). */
const ITEM_BODY = 4;

/** The first sentences of the items that follow an introduction, in its section, until the list ends (a heading, a new introduction, prose). */
function itemsAfter(sentences: readonly Sentence[], at: number): Sentence[] {
  const intro = sentences[at];
  const items: Sentence[] = [];
  let sinceItem = 0;
  for (const sentence of sentences.slice(at + 1)) {
    if (!intro || sentence.kind === 'heading' || sentence.section !== intro.section || /:\s*$/.test(sentence.text)) break;
    if (sentence.previous === undefined && LIST_ITEM.test(sentence.text)) {
      items.push(sentence);
      sinceItem = 0;
    } else if (items.length === 0 || ++sinceItem > ITEM_BODY) break;
  }
  return items;
}

/** The items of lists their introductions class, each a finding of that class at the subject (unless it states its own). */
function listEntries(sentences: readonly Sentence[], findings: readonly Finding[][]): Finding[][] {
  const added: Finding[][] = findings.map(() => []);
  sentences.forEach((sentence, index) => {
    const kind = introducedClass(sentence, findings[index] ?? []);
    if (!kind) return;
    for (const item of itemsAfter(sentences, index)) {
      if ((findings[item.index] ?? []).some((finding) => finding.kind !== 'AUL')) continue;
      added[item.index]?.push({ kind, quote: item.text, page: item.page, location: 'subject', counts: true, reason: INFERRED.listItem });
    }
  });
  return findings.map((own, index) => [...own, ...(added[index] ?? [])]);
}

/** An introduction to the controls an instrument imposes (`The NFR Letter was recorded ... and requires:`). */
const CONTROLS_INTRO = /\b(?:requir\w*|impos\w*|includ\w*|following|conditioned)\b/i;
const INSTRUMENT = /\brecorded\b|\bAULs?\b|\bcontrols?\b|\bcovenants?\b|\brestrictions?\b|\blimitations?\b/i;
const DENIAL = /\b(?:no|not|none|without)\b/i;

/** The items of a list of controls in place at the subject: each an AUL. */
function controlItems(sentences: readonly Sentence[], findings: readonly Finding[][]): Finding[][] {
  const added: Finding[][] = findings.map(() => []);
  sentences.forEach((sentence, index) => {
    const colon = sentence.text.indexOf(':');
    const head = sentence.text.slice(0, colon);
    const introduces = sentence.kind === 'body' && colon > 0 && CONTROLS_INTRO.test(head) && INSTRUMENT.test(head);
    if (!introduces || DENIAL.test(head) || (findings[index] ?? []).some((finding) => finding.location !== 'subject')) return;
    // The list may run on in the introduction's own sentence (`... and requires: a) ...; b) ...`).
    const inline = controlsIn(sentence.text.slice(colon + 1)).length > 0 ? [sentence] : [];
    for (const item of [...inline, ...itemsAfter(sentences, index)]) {
      if (controlsIn(item.text).length === 0 || (findings[item.index] ?? []).some((finding) => finding.kind === 'AUL')) continue;
      added[item.index]?.push({ kind: 'AUL', quote: item.text, page: item.page, location: 'subject', counts: true, reason: CONTROL_ITEM_REASON });
    }
  });
  return findings.map((own, index) => [...own, ...(added[index] ?? [])]);
}

/** A classification of the subject in the body (`... is therefore considered an HREC`) counts when the deciding sections state the same class. */
function corroborated(sentences: readonly Sentence[], findings: readonly Finding[][]): Finding[][] {
  const decided = new Set(
    findings.flatMap((own, index) => {
      const sentence = sentences[index];
      return sentence && isDeciding(sentence) ? own.filter((finding) => finding.counts && finding.location === 'subject' && !isInferred(finding)) : [];
    }),
  );
  const kinds = new Set([...decided].map((finding) => finding.kind));
  return findings.map((own) =>
    own.map((finding) =>
      !finding.counts && finding.location === 'subject' && SEVERE.includes(finding.kind) && finding.reason === REASONS.outside && kinds.has(finding.kind)
        ? { ...finding, counts: true, reason: CORROBORATED_REASON }
        : finding,
    ),
  );
}

const isInferred = (finding: Finding) => finding.reason === INFERRED.label || finding.reason === INFERRED.exception || finding.reason === INFERRED.listItem;

/** The findings of each sentence with those its place in the report's structure gives it. */
export function withStructuralFindings(sentences: readonly Sentence[], findings: readonly Finding[][]): Finding[][] {
  return corroborated(sentences, controlItems(sentences, listEntries(sentences, findings)));
}
