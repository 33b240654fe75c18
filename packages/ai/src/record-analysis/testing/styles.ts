import { type Block, para, table } from '../../phase1-review/testing/document';
import { addDays, type DocumentFacts, printedCaseId, siteAddress } from './facts';
import { attachments, body, type DocumentDraft } from './sections';

// Five layouts of an agency document. Each composes the blocks and says how its pages are headed
// and footed, which title it prints and whether it has a cc line (whose agency the truth names).

export const SUPPORTING_STYLES = ['agency_letter', 'interoffice_memo', 'state_form', 'email_printout', 'database_printout'] as const;
export type SupportingStyle = (typeof SUPPORTING_STYLES)[number];

export interface StyleSpec {
  font: 'Helvetica' | 'Times-Roman';
  /** Which of the kind's titles it prints. */
  titleOf(draft: DocumentDraft): string;
  /** Whether the cc agency is printed. */
  printsCopy: boolean;
  compose(draft: DocumentDraft): Block[];
  runningHead(facts: DocumentFacts): string;
  footer(facts: DocumentFacts, page: number, total: number): string;
}

const line = (text: string): Block => ({ type: 'heading', level: 2, text });
const centred = (text: string): Block => ({ ...para(text), center: true });
const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');
const emailOf = (name: string, domain: string) => `${name.split(' ')[0]!.toLowerCase()}.${name.split(' ').at(-1)!.toLowerCase()}@${domain}`;
const caseIdsText = (facts: DocumentFacts) => facts.caseIds.map(printedCaseId).join('; ');
const copyLine = ({ facts }: DocumentDraft) => (facts.copied ? [para(`cc: ${facts.copiedPerson}, ${facts.copied}`)] : []);

const agencyLetter: StyleSpec = {
  font: 'Times-Roman',
  titleOf: ({ content }) => content.title,
  printsCopy: true,
  compose: (draft) => {
    const { facts } = draft;
    return [
      centred(facts.issuer.parent.toUpperCase()),
      centred(facts.issuer.name),
      para(`${facts.issuer.office} | ${facts.city}, ${facts.state}`),
      line(facts.formatDate(facts.documentDate)),
      line(facts.recipient.name),
      line(facts.recipientOrganisation),
      line(facts.recipientStreet),
      line(`${facts.city}, ${facts.state} ${facts.zip}`),
      para(''),
      line(`RE: ${agencyLetter.titleOf(draft)}`),
      line(`Site: ${facts.siteName}`),
      line(`Address: ${siteAddress(facts)}`),
      ...facts.caseIds.map((caseId) => line(printedCaseId(caseId))),
      para(''),
      para(`Dear ${facts.recipient.name}:`),
      ...body(draft),
      para('Sincerely,'),
      line(facts.signer.name),
      line(`${facts.signer.title}, ${facts.issuer.name}`),
      para(''),
      ...copyLine(draft),
      ...attachments(draft),
    ];
  },
  runningHead: (facts) => `${facts.recipientOrganisation} - ${facts.formatDate(facts.documentDate)} - ${printedCaseId(facts.caseIds[0]!)}`,
  footer: (facts, page, total) => `${facts.issuer.name} | ${facts.issuer.office} | Page ${page} of ${total}`,
};

const interofficeMemo: StyleSpec = {
  font: 'Helvetica',
  titleOf: ({ content }) => content.determinationTitle,
  printsCopy: true,
  compose: (draft) => {
    const { facts } = draft;
    return [
      centred(facts.issuer.name.toUpperCase()),
      centred('INTEROFFICE MEMORANDUM'),
      line(`TO: ${facts.recipient.name}, ${facts.recipientOrganisation}`),
      line(`FROM: ${facts.signer.name}, ${facts.signer.title}`),
      ...(facts.copied ? [line(`CC: ${facts.copied} (${facts.copiedPerson})`)] : []),
      line(`DATE: ${facts.formatDate(facts.documentDate)}`),
      line(`RE: ${interofficeMemo.titleOf(draft)} - ${facts.siteName}, ${siteAddress(facts)}`),
      line(`REF: ${caseIdsText(facts)}`),
      para('_______________________________________________'),
      ...body(draft),
      para(`/s/ ${facts.signer.name}`),
      line(`${facts.signer.title}, ${facts.issuer.office}`),
      para(`${initials(facts.signer.name)}:${initials(facts.recipient.name).toLowerCase()}`),
      ...attachments(draft),
    ];
  },
  runningHead: (facts) => `Memorandum - ${facts.siteName} - REF: ${facts.caseIds[0]!.id}`,
  footer: (_facts, page, total) => `- ${page} of ${total} -`,
};

const formNumber = (facts: DocumentFacts) => `${facts.state}-UST-${(facts.zip.charCodeAt(2) % 7) + 101}`;

const stateForm: StyleSpec = {
  font: 'Helvetica',
  titleOf: ({ content }) => content.title,
  printsCopy: true,
  compose: (draft) => {
    const { facts, content } = draft;
    const closure = content.closureDate ? facts.formatDate(content.closureDate) : content.verdict === 'INCONCLUSIVE' ? 'N/A' : 'Pending';
    return [
      centred(`${facts.issuer.parent.toUpperCase()} - ${facts.issuer.name.toUpperCase()}`),
      centred(stateForm.titleOf(draft)),
      para(`Form ${formNumber(facts)}. Complete all fields. Date issued: ${facts.formatDate(facts.documentDate)}`),
      table(
        ['Field', 'Entry'],
        [
          ['Case Number:', caseIdsText(facts)],
          ['Facility Name:', facts.siteName],
          ['Facility Address:', siteAddress(facts)],
          ['County:', facts.county],
          ['Substance Released:', facts.substance.name],
          ['Release Reported:', facts.formatDate(facts.releaseDate)],
          ['Status:', content.status],
          ['Closure Date:', closure],
          ['Lead Agency:', facts.issuer.name],
          ['Responsible Party:', facts.recipientOrganisation],
        ],
        [1, 2],
      ),
      line('SECTION 2 - DETERMINATION'),
      ...body(draft),
      line(`Reviewed by: ${facts.signer.name}, ${facts.signer.title}`),
      line(`Signature on file. Date: ${facts.formatDate(facts.documentDate)}`),
      para(''),
      ...copyLine(draft),
      ...attachments(draft),
    ];
  },
  runningHead: (facts) => `Form ${formNumber(facts)} - ${facts.caseIds[0]!.id} - continued`,
  footer: (facts, page, total) => `Form ${formNumber(facts)} (Rev. 03/2015)    Page ${page} of ${total}`,
};

const emailPrintout: StyleSpec = {
  font: 'Helvetica',
  titleOf: ({ content }) => content.title,
  printsCopy: true,
  compose: (draft) => {
    const { facts } = draft;
    const sent = facts.formatDate(facts.documentDate);
    const asked = facts.formatDate(addDays(facts.documentDate, -9));
    return [
      line(facts.recipient.name),
      para('_______________________________________________'),
      line(`From: ${facts.signer.name} <${emailOf(facts.signer.name, facts.issuer.domain)}>`),
      line(`Sent: ${sent} 2:41 PM`),
      line(`To: ${facts.recipient.name} <${emailOf(facts.recipient.name, 'example.com')}>`),
      ...(facts.copied ? [line(`Cc: ${facts.copiedPerson} (${facts.copied})`)] : []),
      line(`Subject: RE: ${emailPrintout.titleOf(draft)} - ${facts.siteName} (${printedCaseId(facts.caseIds[0]!)})`),
      para(''),
      para(`${facts.recipient.name.split(' ')[0]},`),
      para(`Following up on your question about ${facts.siteName}, ${siteAddress(facts)} (${caseIdsText(facts)}), the determination is below.`),
      ...body(draft),
      para('Regards,'),
      line(facts.signer.name),
      line(`${facts.signer.title} | ${facts.issuer.name}`),
      line(facts.issuer.office),
      para('-----Original Message-----'),
      line(`From: ${facts.recipient.name}`),
      line(`Sent: ${asked} 9:12 AM`),
      line(`Subject: ${facts.siteName} - case status`),
      {
        ...para(`Could you confirm the current regulatory status of ${facts.siteName}? Our client is purchasing the property and we are preparing a Phase I.`),
        bullet: '>',
      },
      { ...para('Thanks,'), bullet: '>' },
      ...attachments(draft),
    ];
  },
  runningHead: (facts) => facts.recipient.name,
  footer: (_facts, page) => `${page}`,
};

function statusHistory({ facts, content, kind, rng }: DocumentDraft): string[][] {
  if (kind === 'inspection_report') {
    return [
      [facts.formatDate(addDays(facts.documentDate, -rng.int(1000, 1200))), 'Routine Inspection', 'Spill bucket replaced after inspection'],
      [facts.formatDate(facts.documentDate), 'Routine Inspection', 'See staff comments'],
    ];
  }
  const assessed = addDays(facts.releaseDate, rng.int(60, 400));
  return [
    [facts.formatDate(facts.releaseDate), 'Open - Case Begin', `Release reported (${facts.discovery})`],
    [facts.formatDate(assessed), 'Open - Site Assessment', 'Soil and groundwater investigation'],
    [facts.formatDate(addDays(facts.documentDate, -rng.int(200, 700))), 'Open - Remediation', 'Monitoring and corrective action'],
    [facts.formatDate(facts.documentDate), content.status, 'See staff comments'],
  ];
}

const databasePrintout: StyleSpec = {
  font: 'Helvetica',
  titleOf: ({ content }) => content.determinationTitle,
  printsCopy: false,
  compose: (draft) => {
    const { facts, content } = draft;
    return [
      centred(`${facts.issuer.name} - Cleanup Sites Database`),
      centred(databasePrintout.titleOf(draft)),
      table(
        ['Field', 'Value'],
        [
          ['Case ID', caseIdsText(facts)],
          ['Site Name', facts.siteName],
          ['Site Address', siteAddress(facts)],
          ['County', facts.county],
          ['Lead Agency', facts.issuer.name],
          ['Case Type', draft.kind === 'inspection_report' ? 'UST Facility' : 'LUST Cleanup Site'],
          ['Potential Contaminants', facts.substance.name],
          ['Current Status', content.status],
          ['Status Date', facts.formatDate(facts.documentDate)],
          ['Case Worker', facts.signer.name],
        ],
        [1, 3],
      ),
      line(draft.kind === 'inspection_report' ? 'INSPECTION HISTORY' : 'STATUS HISTORY'),
      table(['Date', 'Status', 'Comment'], statusHistory(draft), [1, 2, 3]),
      line('STAFF COMMENTS'),
      ...body(draft),
      ...attachments(draft),
    ];
  },
  runningHead: (facts) => `${facts.issuer.name} - Case Detail - ${facts.caseIds[0]!.id}`,
  footer: (facts, page, total) => `Printed ${facts.formatDate(addDays(facts.documentDate, 400))} | Page ${page} of ${total}`,
};

export const STYLE_SPECS: Record<SupportingStyle, StyleSpec> = {
  agency_letter: agencyLetter,
  interoffice_memo: interofficeMemo,
  state_form: stateForm,
  email_printout: emailPrintout,
  database_printout: databasePrintout,
};
