import type { ReportFacts } from './facts';

// Heading styles, section orders and titles, executive summary forms: how one author lays out a report.

export type SectionId =
  | 'summary'
  | 'introduction'
  | 'definitions'
  | 'siteDescription'
  | 'physicalSetting'
  | 'userInfo'
  | 'history'
  | 'records'
  | 'reconnaissance'
  | 'interviews'
  | 'findings'
  | 'opinions'
  | 'conclusions'
  | 'dataGaps'
  | 'recommendations'
  | 'deviations'
  | 'nonScope'
  | 'references'
  | 'signatures';

/** One numbered section: the parts it holds (several when the author merges them) and its title. */
export interface SectionSpec {
  ids: SectionId[];
  title: string;
}

export type SummaryForm = 'prose' | 'bullets' | 'findingsTable' | 'yesNoTable' | 'labelled';
export type TableColumn = 'finding' | 'classification' | 'recommendation';

export interface Family {
  name: string;
  description: string;
  /** A section heading; `number` is its 1-based position among the sections. */
  heading(number: number, title: string): string;
  subheading(number: number, sub: number, title: string): string;
  /** The table of contents line (before its page number). */
  tocEntry(number: number, title: string): string;
  sections: SectionSpec[];
  summaryForm: SummaryForm;
  tableColumns: TableColumn[];
  /** Findings in one subsection per class (REC, CREC, HREC, de minimis). */
  findingsByClass: boolean;
  font: 'Helvetica' | 'Times-Roman';
  bullet: string;
  /** A transmittal letter between the cover and the contents. */
  letter: boolean;
  runningHead(facts: ReportFacts): string;
  footer(page: number, total: number, facts: ReportFacts): string;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const roman = (number: number) => ROMAN[number - 1] ?? String(number);
const letter = (number: number) => LETTERS[number - 1] ?? String(number);
const pageOf = (page: number, total: number) => `Page ${page} of ${total}`;

const decimal: Family = {
  name: 'decimal',
  description:
    'EXECUTIVE SUMMARY unnumbered, then "1.0 INTRODUCTION" / "1.1 Purpose"; merged "Findings and Opinions" and "Conclusions and Recommendations"; prose summary.',
  heading: (number, title) => (number === 1 ? title.toUpperCase() : `${number - 1}.0 ${title.toUpperCase()}`),
  subheading: (number, sub, title) => (number === 1 ? title : `${number - 1}.${sub} ${title}`),
  tocEntry: (number, title) => (number === 1 ? title.toUpperCase() : `${number - 1}.0 ${title.toUpperCase()}`),
  sections: [
    { ids: ['summary'], title: 'Executive Summary' },
    { ids: ['introduction', 'definitions'], title: 'Introduction' },
    { ids: ['siteDescription'], title: 'Property Description' },
    { ids: ['physicalSetting'], title: 'Physical Setting' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['records'], title: 'Regulatory Records Review' },
    { ids: ['reconnaissance'], title: 'Site Reconnaissance' },
    { ids: ['interviews'], title: 'Interviews' },
    { ids: ['findings', 'opinions'], title: 'Findings and Opinions' },
    { ids: ['dataGaps', 'deviations'], title: 'Data Gaps and Deviations' },
    { ids: ['conclusions', 'recommendations'], title: 'Conclusions and Recommendations' },
    { ids: ['nonScope'], title: 'Non-Scope Considerations' },
    { ids: ['signatures'], title: 'Environmental Professional Statement' },
    { ids: ['references'], title: 'References' },
  ],
  summaryForm: 'prose',
  tableColumns: ['finding', 'classification', 'recommendation'],
  findingsByClass: false,
  font: 'Helvetica',
  bullet: '•',
  letter: false,
  runningHead: (facts) => `Phase I ESA | ${facts.street} | ${facts.consultant.name}`,
  footer: (page, total, facts) => `Project ${facts.projectNumber}    ${pageOf(page, total)}`,
};

const romanFamily: Family = {
  name: 'roman',
  description:
    'Roman numerals "IV. RECORDS REVIEW" with "A." / "B." subsections; bullet-list summary titled "Summary of Findings"; "Evaluation" section with one subsection per condition class; Times.',
  heading: (number, title) => `${roman(number)}. ${title.toUpperCase()}`,
  subheading: (_number, sub, title) => `${letter(sub)}. ${title}`,
  tocEntry: (number, title) => `${roman(number)}. ${title.toUpperCase()}`,
  sections: [
    { ids: ['summary'], title: 'Summary of Findings' },
    { ids: ['introduction'], title: 'Introduction' },
    { ids: ['siteDescription', 'physicalSetting'], title: 'Site Description' },
    { ids: ['records', 'history'], title: 'Records Review' },
    { ids: ['reconnaissance'], title: 'Site Reconnaissance' },
    { ids: ['interviews'], title: 'Interviews' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['findings', 'opinions'], title: 'Evaluation' },
    { ids: ['conclusions'], title: 'Conclusions' },
    { ids: ['recommendations'], title: 'Recommendations' },
    { ids: ['dataGaps', 'deviations'], title: 'Data Gaps and Deviations' },
    { ids: ['nonScope'], title: 'Additional Issues Outside the ASTM Scope' },
    { ids: ['definitions'], title: 'Terms and Definitions' },
    { ids: ['signatures'], title: 'Environmental Professional Statement' },
    { ids: ['references'], title: 'References' },
  ],
  summaryForm: 'bullets',
  tableColumns: ['finding', 'classification', 'recommendation'],
  findingsByClass: true,
  font: 'Times-Roman',
  bullet: '•',
  letter: false,
  runningHead: (facts) => `${facts.consultant.name} — Phase I Environmental Site Assessment`,
  footer: (page, total, facts) => `${facts.projectNumber} | ${pageOf(page, total)}`,
};

const capsFamily: Family = {
  name: 'caps',
  description:
    'Unnumbered ALL-CAPS headings with Title Case subheadings; a transmittal letter before the contents; a "Summary of Findings" table with Yes/No columns per condition type; separate Findings, Opinions, Conclusions.',
  heading: (_number, title) => title.toUpperCase(),
  subheading: (_number, _sub, title) => title,
  tocEntry: (_number, title) => title.toUpperCase(),
  sections: [
    { ids: ['summary'], title: 'Summary of Findings' },
    { ids: ['introduction'], title: 'Purpose and Scope' },
    { ids: ['definitions'], title: 'Definitions' },
    { ids: ['siteDescription'], title: 'Property Information' },
    { ids: ['physicalSetting'], title: 'Physical Setting' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['records'], title: 'Regulatory Records Review' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['reconnaissance'], title: 'Site Reconnaissance' },
    { ids: ['interviews'], title: 'Interviews' },
    { ids: ['findings'], title: 'Findings' },
    { ids: ['opinions'], title: 'Opinions' },
    { ids: ['conclusions'], title: 'Conclusions' },
    { ids: ['recommendations'], title: 'Recommendations' },
    { ids: ['dataGaps'], title: 'Data Gaps' },
    { ids: ['deviations', 'nonScope'], title: 'Business Environmental Risks and Deviations' },
    { ids: ['references'], title: 'References' },
    { ids: ['signatures'], title: 'Qualifications and Signatures' },
  ],
  summaryForm: 'yesNoTable',
  tableColumns: ['finding', 'classification', 'recommendation'],
  findingsByClass: false,
  font: 'Helvetica',
  bullet: '-',
  letter: true,
  runningHead: (facts) => `${facts.address.toUpperCase()}`,
  footer: (page, total, facts) => `${facts.consultant.short} ${facts.projectNumber}   ${pageOf(page, total)}`,
};

const chapterFamily: Family = {
  name: 'chapter',
  description:
    '"Chapter 5 — Historical Use Information" with "5.1" subsections; executive summary as a findings table (Classification | Finding | Recommended Action); "Site Reconnaissance and Interviews" and "Findings, Opinions and Conclusions" merged; Times.',
  heading: (number, title) => `Chapter ${number} — ${title}`,
  subheading: (number, sub, title) => `${number}.${sub} ${title}`,
  tocEntry: (number, title) => `Chapter ${number} — ${title}`,
  sections: [
    { ids: ['summary'], title: 'Executive Summary' },
    { ids: ['introduction', 'definitions'], title: 'Introduction' },
    { ids: ['siteDescription', 'physicalSetting'], title: 'Site and Vicinity Description' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['records'], title: 'Regulatory Records Review' },
    { ids: ['reconnaissance', 'interviews'], title: 'Site Reconnaissance and Interviews' },
    { ids: ['findings', 'opinions', 'conclusions'], title: 'Findings, Opinions and Conclusions' },
    { ids: ['dataGaps'], title: 'Data Gaps' },
    { ids: ['recommendations'], title: 'Recommendations' },
    { ids: ['nonScope', 'deviations'], title: 'Non-Scope Considerations' },
    { ids: ['signatures'], title: 'Environmental Professional Statement' },
    { ids: ['references'], title: 'References' },
  ],
  summaryForm: 'findingsTable',
  tableColumns: ['classification', 'finding', 'recommendation'],
  findingsByClass: false,
  font: 'Times-Roman',
  bullet: '•',
  letter: false,
  runningHead: (facts) => `${facts.consultant.name} | ${facts.place.city}, ${facts.place.state}`,
  footer: (page, total) => pageOf(page, total),
};

const bareFamily: Family = {
  name: 'bare',
  description:
    '"5 Records Review" (number without punctuation) and "5.1" subsections; labelled summary paragraphs ("Recognized Environmental Conditions: ..."); findings by class; "Opinion" and "Conclusions and Recommendations".',
  heading: (number, title) => `${number} ${title}`,
  subheading: (number, sub, title) => `${number}.${sub} ${title}`,
  tocEntry: (number, title) => `${number} ${title}`,
  sections: [
    { ids: ['summary'], title: 'Summary' },
    { ids: ['introduction'], title: 'Introduction' },
    { ids: ['siteDescription'], title: 'Site Description' },
    { ids: ['physicalSetting'], title: 'Physical Setting' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['records'], title: 'Records Review' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['reconnaissance'], title: 'Site Reconnaissance' },
    { ids: ['interviews'], title: 'Interviews' },
    { ids: ['findings'], title: 'Findings' },
    { ids: ['opinions'], title: 'Opinion' },
    { ids: ['dataGaps'], title: 'Data Gaps' },
    { ids: ['conclusions', 'recommendations'], title: 'Conclusions and Recommendations' },
    { ids: ['deviations'], title: 'Deviations' },
    { ids: ['nonScope'], title: 'Non-Scope Services' },
    { ids: ['definitions'], title: 'Glossary' },
    { ids: ['signatures'], title: 'Signature of Environmental Professional' },
    { ids: ['references'], title: 'Sources' },
  ],
  summaryForm: 'labelled',
  tableColumns: ['finding', 'classification', 'recommendation'],
  findingsByClass: true,
  font: 'Helvetica',
  bullet: '*',
  letter: false,
  runningHead: (facts) => `${facts.street}, ${facts.place.city} | ${facts.consultant.short} Project ${facts.projectNumber}`,
  footer: (page, total) => `- ${page} -   (${pageOf(page, total)})`,
};

const astmFamily: Family = {
  name: 'astm',
  description:
    'ASTM-paragraph style "§ 8.0 Findings" / "§ 8.1"; summary as a findings table (Finding | Recommendation | Classification); separate Findings, Opinions, Conclusions; definitions quoted inside the introduction; a transmittal letter.',
  heading: (number, title) => `§ ${number}.0 ${title}`,
  subheading: (number, sub, title) => `§ ${number}.${sub} ${title}`,
  tocEntry: (number, title) => `§ ${number}.0 ${title}`,
  sections: [
    { ids: ['summary'], title: 'Summary' },
    { ids: ['introduction', 'definitions'], title: 'Introduction' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['siteDescription', 'physicalSetting'], title: 'Site Description' },
    { ids: ['records'], title: 'Records Review' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['reconnaissance'], title: 'Site Reconnaissance' },
    { ids: ['interviews'], title: 'Interviews' },
    { ids: ['findings'], title: 'Findings' },
    { ids: ['opinions'], title: 'Opinions' },
    { ids: ['conclusions', 'recommendations'], title: 'Conclusions' },
    { ids: ['dataGaps', 'deviations'], title: 'Deviations and Data Gaps' },
    { ids: ['nonScope'], title: 'Additional Services' },
    { ids: ['references'], title: 'References' },
    { ids: ['signatures'], title: 'Environmental Professional Declaration' },
  ],
  summaryForm: 'findingsTable',
  tableColumns: ['finding', 'recommendation', 'classification'],
  findingsByClass: false,
  font: 'Times-Roman',
  bullet: '-',
  letter: true,
  runningHead: (facts) => `ASTM E1527-21 Phase I ESA — ${facts.address}`,
  footer: (page, total, facts) => `${facts.consultant.name} · ${pageOf(page, total)}`,
};

const partFamily: Family = {
  name: 'part',
  description:
    '"PART 3 – SITE RECONNAISSANCE" with "3(a)" subsections; bullet summary; records before site description; findings by class; "Environmental Professional Statement" up front after the summary.',
  heading: (number, title) => `PART ${number} – ${title.toUpperCase()}`,
  subheading: (number, sub, title) => `${number}(${LETTERS[sub - 1]!.toLowerCase()}) ${title}`,
  tocEntry: (number, title) => `Part ${number} – ${title}`,
  sections: [
    { ids: ['summary'], title: 'Executive Summary' },
    { ids: ['signatures'], title: 'Environmental Professional Statement' },
    { ids: ['introduction', 'definitions'], title: 'Scope of Assessment' },
    { ids: ['records'], title: 'Regulatory Records Review' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['siteDescription', 'physicalSetting'], title: 'Physical Setting and Site Description' },
    { ids: ['reconnaissance', 'interviews'], title: 'Site Reconnaissance and Interviews' },
    { ids: ['userInfo'], title: 'User Responsibilities' },
    { ids: ['findings', 'opinions'], title: 'Findings and Opinions' },
    { ids: ['dataGaps'], title: 'Data Gaps' },
    { ids: ['conclusions'], title: 'Conclusions' },
    { ids: ['recommendations'], title: 'Recommendations' },
    { ids: ['deviations', 'nonScope'], title: 'Deviations and Non-Scope Items' },
    { ids: ['references'], title: 'References' },
  ],
  summaryForm: 'bullets',
  tableColumns: ['finding', 'classification', 'recommendation'],
  findingsByClass: true,
  font: 'Helvetica',
  bullet: '•',
  letter: false,
  runningHead: (facts) => `${facts.user} | Phase I ESA of ${facts.street}`,
  footer: (page, total, facts) => `${facts.consultant.short} | ${facts.projectNumber} | ${pageOf(page, total)}`,
};

const letteredFamily: Family = {
  name: 'lettered',
  description:
    'Title Case sections lettered "H. Findings and Conclusions" with "H.1" subsections; prose summary; "Findings and Conclusions" merged, "Professional Opinion" apart; physical setting after the records; definitions at the end.',
  heading: (number, title) => `${letter(number)}. ${title}`,
  subheading: (number, sub, title) => `${letter(number)}.${sub} ${title}`,
  tocEntry: (number, title) => `${letter(number)}. ${title}`,
  sections: [
    { ids: ['summary'], title: 'Executive Summary' },
    { ids: ['introduction'], title: 'Introduction and Scope of Work' },
    { ids: ['siteDescription'], title: 'Subject Property' },
    { ids: ['records'], title: 'Government Records Review' },
    { ids: ['physicalSetting'], title: 'Physical Setting' },
    { ids: ['history'], title: 'Historical Use Information' },
    { ids: ['userInfo'], title: 'User Provided Information' },
    { ids: ['interviews', 'reconnaissance'], title: 'Interviews and Site Reconnaissance' },
    { ids: ['findings', 'conclusions'], title: 'Findings and Conclusions' },
    { ids: ['opinions'], title: 'Professional Opinion' },
    { ids: ['recommendations'], title: 'Recommendations' },
    { ids: ['dataGaps', 'deviations'], title: 'Data Gaps and Limitations' },
    { ids: ['nonScope'], title: 'Non-ASTM Scope Items' },
    { ids: ['signatures'], title: 'Signatures' },
    { ids: ['references', 'definitions'], title: 'References and Definitions' },
  ],
  summaryForm: 'prose',
  tableColumns: ['finding', 'classification', 'recommendation'],
  findingsByClass: false,
  font: 'Times-Roman',
  bullet: '•',
  letter: true,
  runningHead: (facts) => `Phase I Environmental Site Assessment | ${facts.place.city}, ${facts.place.stateName}`,
  footer: (page, total, facts) => `${facts.projectNumber}  —  ${page} / ${total}  (${pageOf(page, total)})`,
};

export const FAMILIES: readonly Family[] = [decimal, romanFamily, capsFamily, chapterFamily, bareFamily, astmFamily, partFamily, letteredFamily];
export const PHASE1_FAMILIES = FAMILIES.map((family) => family.name);

export function familyByName(name: string): Family {
  const family = FAMILIES.find((candidate) => candidate.name === name);
  if (!family) throw new RangeError(`unknown Phase I family ${name}; known: ${PHASE1_FAMILIES.join(', ')}`);
  return family;
}

/** Default subsection titles, used when a section holds several parts. */
export const PART_TITLES: Record<SectionId, string> = {
  summary: 'Summary',
  introduction: 'Introduction',
  definitions: 'Definitions',
  siteDescription: 'Site Description',
  physicalSetting: 'Physical Setting',
  userInfo: 'User Provided Information',
  history: 'Historical Use Information',
  records: 'Records Review',
  reconnaissance: 'Site Reconnaissance',
  interviews: 'Interviews',
  findings: 'Findings',
  opinions: 'Opinions',
  conclusions: 'Conclusions',
  dataGaps: 'Data Gaps',
  recommendations: 'Recommendations',
  deviations: 'Deviations',
  nonScope: 'Non-Scope Considerations',
  references: 'References',
  signatures: 'Signatures',
};
