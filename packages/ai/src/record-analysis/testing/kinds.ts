import { distractor, evidence, type Paragraph, para } from '../../phase1-review/testing/document';
import type { Rng } from '../../phase1-review/testing/prng';
import { addDays, type DocumentFacts, printedCaseId } from './facts';

// What each kind of document determines: its title, verdict, closure date and the determination
// paragraphs (evidence marked), plus the follow-up paragraphs that must not change the verdict.

export const SUPPORTING_KINDS = [
  'nfa_letter',
  'closure_certificate',
  'conditional_closure',
  'proposed_closure',
  'open_status',
  'notice_of_violation',
  'different_case',
  'inspection_report',
] as const;
export type SupportingKind = (typeof SUPPORTING_KINDS)[number];

export type ClosureVerdict = 'CONFIRMED_CLOSED' | 'NOT_CONFIRMED' | 'INCONCLUSIVE';

export interface KindContent {
  verdict: ClosureVerdict;
  /** The title as a letter prints it, and as a memorandum or a database summary does. */
  title: string;
  determinationTitle: string;
  closureDate: Date | null;
  /** The status a form or database printout shows for the case. */
  status: string;
  determination: Paragraph[];
  followUp: Paragraph[];
}

interface KindContext {
  facts: DocumentFacts;
  rng: Rng;
}

const caseRef = ({ facts }: KindContext) => printedCaseId(facts.caseIds[0]!);
const date = ({ facts }: KindContext, value: Date) => facts.formatDate(value);

const reopener = (context: KindContext) =>
  para(
    distractor(
      context.rng.pick([
        'The case may be reopened if new information indicates that residual contamination poses a threat to human health or the environment.',
        'This determination may be revisited, and the case reopened, if additional contamination is discovered or site conditions change.',
      ]),
      'reopener',
    ),
  );

const noRelief = (context: KindContext) =>
  para(
    distractor(
      `This letter does not relieve the responsible party of liability for any contamination not identified in the case file, and it does not address other releases at the property.`,
      'liability',
    ),
    context.rng.chance(0.5) ? 'Monitoring wells associated with the site must be properly decommissioned within 90 days.' : '',
  );

function nfaLetter(context: KindContext): KindContent {
  const { facts, rng } = context;
  const closed = facts.documentDate;
  const sentence = rng.pick([
    `Based on the information in the case file, the ${facts.issuer.name} has determined that no further action is required for the release at the site, and ${caseRef(context)} is hereby closed as of ${date(context, closed)}.`,
    `The ${facts.issuer.name} finds that corrective action for the release is complete, that no further action is required, and that the case was closed effective ${date(context, closed)}.`,
    `This letter confirms that the site investigation and corrective action are complete and that no further action related to the ${facts.substance.name} release is required; the case is closed as of ${date(context, closed)}.`,
  ]);
  return {
    verdict: 'CONFIRMED_CLOSED',
    title: 'NO FURTHER ACTION LETTER',
    determinationTitle: 'NO FURTHER ACTION DETERMINATION',
    closureDate: closed,
    status: 'Closed - No Further Action',
    determination: [
      para('Residual concentrations in soil and groundwater are below applicable cleanup levels and the plume is stable or decreasing.', evidence(sentence)),
    ],
    followUp: [reopener(context), noRelief(context)],
  };
}

function closureCertificate(context: KindContext): KindContent {
  const { facts, rng } = context;
  const closed = facts.documentDate;
  const sentence = rng.pick([
    `The ${facts.issuer.name} hereby certifies that the remedial action at the site is complete and that the site is suitable for unrestricted use; the case is closed as of ${date(context, closed)}.`,
    `This Certificate of Completion confirms that cleanup of the site has achieved unrestricted use standards, no land use restrictions are required, and ${caseRef(context)} was closed on ${date(context, closed)}.`,
  ]);
  return {
    verdict: 'CONFIRMED_CLOSED',
    title: 'CERTIFICATE OF COMPLETION',
    determinationTitle: 'CASE CLOSURE - CERTIFICATE OF COMPLETION',
    closureDate: closed,
    status: 'Closed - Unrestricted Use',
    determination: [para('Confirmation sampling following the excavation of impacted soil met the unrestricted cleanup levels.', evidence(sentence))],
    followUp: [reopener(context)],
  };
}

function conditionalClosure(context: KindContext): KindContent {
  const { facts, rng } = context;
  const closed = facts.documentDate;
  const control = rng.pick([
    'an environmental covenant recorded with the county recorder restricting the property to commercial or industrial use',
    'a deed restriction prohibiting the extraction of groundwater for any purpose',
    'an engineering control consisting of the asphalt cap over the former tank area',
  ]);
  const closure = `The case is closed as of ${date(context, closed)}, subject to ${control}.`;
  const condition = rng.pick([
    'The land use controls must be maintained and inspected annually, and failure to comply with them voids this closure.',
    'This closure is conditioned on the continued maintenance of the institutional and engineering controls, which must be reported to the agency every five years.',
  ]);
  return {
    verdict: 'NOT_CONFIRMED',
    title: 'CONDITIONAL NO FURTHER ACTION LETTER',
    determinationTitle: 'CONDITIONAL CLOSURE DETERMINATION',
    closureDate: closed,
    status: 'Closed with Land Use Controls',
    determination: [
      para(
        'Residual contamination remains in soil beneath the former tank area at concentrations above unrestricted cleanup levels.',
        evidence(closure, 'closure'),
      ),
      para(evidence(condition, 'condition')),
    ],
    followUp: [reopener(context)],
  };
}

function proposedClosure(context: KindContext): KindContent {
  const { facts, rng } = context;
  const ends = addDays(facts.documentDate, 60);
  const sentence = rng.pick([
    `The ${facts.issuer.name} intends to close the case after a 60-day public comment period ending ${date(context, ends)}; the case remains open until the comment period ends and a closure letter is issued.`,
    `This notice of intent to close is not a closure: ${caseRef(context)} remains open pending the public comment period, which ends on ${date(context, ends)}.`,
  ]);
  return {
    verdict: 'NOT_CONFIRMED',
    title: 'NOTICE OF INTENT TO CLOSE CASE',
    determinationTitle: 'PROPOSED CASE CLOSURE - PUBLIC COMMENT PERIOD',
    closureDate: null,
    status: 'Open - Closure Pending Public Comment',
    determination: [para('The site appears to meet the criteria for low-threat closure.', evidence(sentence))],
    followUp: [
      para(
        'Comments may be submitted in writing to the case manager at the address above. Notice of this proposed closure has been sent to the owners and occupants of adjacent parcels.',
      ),
    ],
  };
}

function openStatus(context: KindContext): KindContent {
  const { facts, rng } = context;
  const sentence = rng.pick([
    'The case remains open. The site does not meet the criteria for case closure at this time, and additional investigation is required.',
    `Closure cannot be granted at this time: ${caseRef(context)} remains open and additional assessment of the groundwater plume is required.`,
  ]);
  const due = addDays(facts.documentDate, rng.int(45, 120));
  return {
    verdict: 'NOT_CONFIRMED',
    title: 'CASE STATUS - ADDITIONAL INVESTIGATION REQUIRED',
    determinationTitle: 'CASE STATUS - ADDITIONAL INVESTIGATION REQUIRED',
    closureDate: null,
    status: 'Open - Site Assessment',
    determination: [
      para(
        'Concentrations of petroleum hydrocarbons in well MW-3 remain above applicable cleanup levels, and the extent of the plume has not been defined to the south.',
      ),
      para(evidence(sentence)),
    ],
    followUp: [
      para(
        `Please submit a work plan for additional soil and groundwater investigation by ${date(context, due)}.`,
        distractor('Once concentrations are shown to be stable or decreasing, the case may be evaluated for closure in the future.', 'future_closure'),
      ),
    ],
  };
}

function noticeOfViolation(context: KindContext): KindContent {
  const { facts, rng } = context;
  const sentence = rng.pick([
    `This Notice of Violation is issued because the responsible party has not completed the corrective action required for ${caseRef(context)}; corrective action is required and the case remains open.`,
    'The facility is in violation of the corrective action requirements for the release, and the case will remain open until the violations are corrected.',
  ]);
  return {
    verdict: 'NOT_CONFIRMED',
    title: 'NOTICE OF VIOLATION',
    determinationTitle: 'NOTICE OF VIOLATION - CORRECTIVE ACTION REQUIRED',
    closureDate: null,
    status: 'Open - Enforcement',
    determination: [para('The quarterly groundwater monitoring reports due in the past year were not submitted.', evidence(sentence))],
    followUp: [
      para(
        `Within 30 days of receipt of this notice, you must submit a corrective action plan and a schedule for its implementation (by ${date(context, addDays(facts.documentDate, 30))}).`,
        'Failure to comply may result in penalties.',
      ),
    ],
  };
}

function differentCase(context: KindContext): KindContent {
  const { facts, rng } = context;
  const closed = facts.documentDate;
  const sentence = rng.pick([
    `The ${facts.issuer.name} has determined that no further action is required for ${caseRef(context)}, and that case is hereby closed as of ${date(context, closed)}.`,
    `No further action is required for the release addressed under ${caseRef(context)}; the case was closed effective ${date(context, closed)}.`,
  ]);
  return {
    ...nfaLetter(context),
    verdict: 'INCONCLUSIVE',
    determination: [para('Residual concentrations are below applicable cleanup levels.', evidence(sentence))],
  };
}

function inspectionReport(context: KindContext): KindContent {
  const { facts, rng } = context;
  const sentence = rng.pick([
    `On ${date(context, facts.documentDate)} the ${facts.issuer.name} conducted a routine compliance inspection of the underground storage tank system; release detection, spill buckets and corrosion protection were found in compliance.`,
    'The routine inspection of the tank system found the facility in compliance with release detection, overfill prevention and operator training requirements; no violations were observed.',
  ]);
  return {
    verdict: 'INCONCLUSIVE',
    title: 'UST COMPLIANCE INSPECTION REPORT',
    determinationTitle: 'ROUTINE UST INSPECTION SUMMARY',
    closureDate: null,
    status: 'Active - In Compliance',
    determination: [para(evidence(sentence))],
    followUp: [
      para(
        'Keep the annual line leak detector test results on site for review at the next inspection. The next routine inspection is expected within three years.',
      ),
    ],
  };
}

const KIND_CONTENT: Record<SupportingKind, (context: KindContext) => KindContent> = {
  nfa_letter: nfaLetter,
  closure_certificate: closureCertificate,
  conditional_closure: conditionalClosure,
  proposed_closure: proposedClosure,
  open_status: openStatus,
  notice_of_violation: noticeOfViolation,
  different_case: differentCase,
  inspection_report: inspectionReport,
};

export const kindContent = (kind: SupportingKind, facts: DocumentFacts, rng: Rng): KindContent => KIND_CONTENT[kind]({ facts, rng });
