import type { Finding, Phase1Extractions } from '@groundwork/contracts';
import type { ReviewDocument } from '../types';
import { findingsOfSentence, withoutOverruledInferences } from './conditions';
import { type DecisionReading, decideFromFindings } from './decision';
import { aulsOf, contaminantsOfConcern, siteNames, subjectAddress } from './extractions';
import { withStructuralFindings } from './lists';
import { bySectionWeight, type ReadDocument, readDocument } from './sentences';

/** One report read: its sentences and sections, every finding, the decision and the extractions. */
export interface Analysis {
  document: ReviewDocument;
  read: ReadDocument;
  findings: Finding[];
  decision: DecisionReading;
  extractions: Phase1Extractions;
  /** The report says its conclusion is not reached yet. */
  undetermined: boolean;
}

export function analyzeDocument(document: ReviewDocument): Analysis {
  const read = readDocument(document);
  const findings = withStructuralFindings(
    read.sentences,
    withoutOverruledInferences(
      read.sentences,
      read.sentences.map((sentence) => findingsOfSentence(sentence)),
    ),
  ).flat();
  const undetermined = findings.some((finding) => finding.kind === 'PENDING' && finding.counts);
  const reading = decideFromFindings(findings);
  const decision = { ...reading, evidence: evidenceByWeight(reading.evidence, read) };
  const extractions: Phase1Extractions = {
    subject_address: subjectAddress(read.sentences),
    site_names: siteNames(read.sentences),
    contaminants_of_concern: contaminantsOfConcern(read.sentences, findings),
    auls: aulsOf(findings),
  };
  return { document, read, findings, decision, extractions, undetermined };
}

/** The decision's evidence with the conclusions' own sentences first. */
function evidenceByWeight(evidence: readonly Finding[], read: ReadDocument): Finding[] {
  const sections = new Map(read.sentences.map((sentence) => [`${sentence.page}|${sentence.text}`, sentence.astm]));
  return bySectionWeight(evidence.map((finding) => ({ finding, astm: sections.get(`${finding.page}|${finding.quote}`) ?? null }))).map(
    ({ finding }) => finding,
  );
}
