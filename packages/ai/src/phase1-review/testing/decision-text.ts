import type { Condition } from './conditions';
import { joinList, printContaminants } from './contaminants';
import { contaminantsOf, longDate, type ReportFacts } from './facts';
import type { Rng } from './prng';

// The sentences that carry a report's decision, in the wordings different authors use.

const ofClass = (facts: ReportFacts, cls: Condition['cls']) => facts.conditions.filter((condition) => condition.cls === cls);
const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export function noRecsSentence(rng: Rng): string {
  return rng.pick([
    'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property.',
    'We identified no RECs, CRECs or HRECs in connection with the subject property.',
    'No recognized environmental conditions, controlled recognized environmental conditions or historical recognized environmental conditions were identified in connection with the subject property.',
    'Based on the information obtained, no recognized environmental conditions were identified in connection with the subject property.',
  ]);
}

export function significantGapSentence(facts: ReportFacts): string {
  const gap = facts.dataGap;
  if (gap?.kind === 'history') {
    const year = gap.earliestSourceYear;
    return `Reasonably ascertainable historical sources did not extend earlier than ${year}; the ${year} aerial photograph depicts the subject property already developed with a commercial building of unknown use, and its use before ${year} could not be determined. This data gap is significant because it affects the ability of the environmental professional to identify recognized environmental conditions in connection with the subject property.`;
  }
  if (gap?.kind === 'access') {
    return `Access to the interior of ${gap.building} was denied during the site reconnaissance, and no alternative means of observing it was available. This limitation is a significant data gap: the environmental professional cannot determine whether recognized environmental conditions are present within that building.`;
  }
  throw new Error('no significant data gap in this report');
}

export function pendingSentence(facts: ReportFacts): string {
  const pending = facts.pending;
  if (!pending) throw new Error('nothing pending in this report');
  return pending.kind === 'draft'
    ? `The conclusions of this assessment are pending receipt of the laboratory analytical results for the ${pending.samples} on ${longDate(pending.sampledOn)}; a determination regarding recognized environmental conditions will be provided in the final report.`
    : `The findings, opinions and conclusions of this assessment are not included in this partial report because the laboratory analytical results for the ${pending.samples} on ${longDate(pending.sampledOn)} were pending at the time of issue.`;
}

/** The overall conclusion, as the Conclusions section states it. */
export function conclusionSentence(facts: ReportFacts, rng: Rng): string {
  const recs = ofClass(facts, 'REC');
  const crecs = ofClass(facts, 'CREC');
  const hrecs = ofClass(facts, 'HREC');
  const hrecTail = hrecs.length > 0 ? ` In addition, ${hrecs[0]!.brief} is considered a historical recognized environmental condition (HREC).` : '';
  switch (facts.outcome) {
    case 'NO_RECs':
      return noRecsSentence(rng);
    case 'DATA_GAPS_ONLY':
      return 'Other than the significant data gap described in this report, this assessment has revealed no evidence of recognized environmental conditions in connection with the subject property.';
    case 'INCONCLUSIVE':
      return pendingSentence(facts);
    case 'HRECs_PRESENT':
      return rng.pick([
        `This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property, except for the historical recognized environmental condition associated with ${hrecs[0]!.brief}.`,
        `No RECs or CRECs were identified; ${hrecs[0]!.brief} is considered an HREC in connection with the subject property.`,
      ]);
    case 'CRECs_PRESENT':
    case 'CRECs_AND_HREC':
      return `${rng.pick([
        `This assessment has revealed evidence of a controlled recognized environmental condition (CREC) in connection with the subject property: ${crecs[0]!.brief}.`,
        `The assessment identified one CREC in connection with the subject property, ${crecs[0]!.brief}.`,
      ])}${hrecTail}`;
    default:
      return `${rng.pick([
        `This assessment has revealed evidence of the following recognized environmental condition in connection with the subject property: ${joinList(recs.map((rec) => rec.brief))}.`,
        `${capitalize(facts.consultant.short)} identified the following recognized environmental condition in connection with the subject property: ${joinList(recs.map((rec) => rec.brief))}.`,
      ])}${hrecTail}`;
  }
}

export function recsAnswer(facts: ReportFacts): string {
  const [first, second] = facts.conditions;
  const also = second ? `; also an HREC (${second.brief})` : '';
  switch (facts.outcome) {
    case 'NO_RECs':
      return 'No; no RECs, CRECs or HRECs were identified';
    case 'DATA_GAPS_ONLY':
      return 'No RECs; a significant data gap was identified';
    case 'INCONCLUSIVE':
      return 'Not determined; the conclusions are pending laboratory results';
    case 'HRECs_PRESENT':
      return `An HREC only (${first!.brief}); no RECs`;
    case 'CRECs_PRESENT':
    case 'CRECs_AND_HREC':
      return `A CREC (${first!.brief})${also}`;
    default:
      return `Yes; a REC (${first!.brief})${also}`;
  }
}

export function contaminantSentence(facts: ReportFacts, rng: Rng): string {
  const names = contaminantsOf(facts);
  if (names.length === 0) return 'No contaminants of concern were identified for the subject property.';
  const printed = printContaminants(names, facts.contaminantStyle);
  return rng.pick([
    `The contaminants of concern for the subject property are ${printed}.`,
    `Contaminants of concern associated with the identified conditions include ${printed}.`,
  ]);
}

export function recommendationSentence(facts: ReportFacts): string {
  const rec = ofClass(facts, 'REC')[0];
  if (rec) {
    return `${facts.consultant.short} recommends a limited Phase II Environmental Site Assessment, including ${rec.investigation}, to evaluate the REC identified above.`;
  }
  if (ofClass(facts, 'CREC').length > 0) {
    return 'No further investigation is recommended; the User should maintain compliance with the recorded activity and use limitations and retain the closure documentation.';
  }
  if (ofClass(facts, 'HREC').length > 0) {
    return 'No further investigation is recommended at this time. Documentation of the regulatory closure should be retained with the transaction file.';
  }
  if (facts.dataGap?.kind === 'access')
    return `Access to ${facts.dataGap.building} should be obtained and the building observed before the transaction closes.`;
  if (facts.dataGap?.kind === 'history') {
    return 'Additional historical sources, such as building department records and interviews with long-time area residents, should be sought to address the significant data gap.';
  }
  if (facts.pending)
    return 'The findings of this assessment should not be relied upon until the final report, incorporating the laboratory analytical results, is issued.';
  return 'No further investigation of the subject property is recommended at this time.';
}
