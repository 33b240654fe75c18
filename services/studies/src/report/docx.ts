import { VIABILITY_COMPONENT_LABELS } from '@groundwork/contracts';
import { Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { BIG4_SOURCE_LABELS, BIG4_SOURCES, type CoverageRow } from './coverage';
import type { ReportFinding, SourceRef } from '@groundwork/contracts';
import { REPORT_SECTIONS, type ReportModel, type ReportSection } from './model';

/**
 * The Word report the EP edits and signs (docx): the 17 sections of ASTM E1527-21's report
 * format, the tables of each study, the Big 4 coverage matrix with its data gaps, and every
 * finding followed by the sources it came from.
 */

const heading = (section: ReportSection) =>
  new Paragraph({ text: `${REPORT_SECTIONS.indexOf(section) + 1}.0 ${section.toUpperCase()}`, heading: HeadingLevel.HEADING_1 });
const subheading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
const body = (text: string) => new Paragraph({ text });
const HEADER_FILL = 'E7EEF0';
const cell = (text: string, header = false) =>
  new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text, bold: header })], spacing: { after: 0 } })],
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: HEADER_FILL } } : {}),
  });

function table(header: string[], rows: string[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((text) => cell(text, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
    ],
  });
}

const citation = (source: SourceRef) =>
  `${source.study}: ${source.document}${source.page === null ? '' : `, page ${source.page}`}${source.quote ? ` ("${source.quote}")` : ''}`;

/** A finding and, under it, where it came from. */
const findingParagraphs = (finding: ReportFinding) => [
  new Paragraph({ children: [new TextRun({ text: `${finding.classification}: `, bold: true }), new TextRun(finding.text)] }),
  ...finding.sources.map((source) => new Paragraph({ children: [new TextRun({ text: `Source: ${citation(source)}`, italics: true })] })),
];

const coverageTable = (row: CoverageRow) =>
  table(
    ['Period', ...BIG4_SOURCES.map((kind) => BIG4_SOURCE_LABELS[kind])],
    row.periods.map((period) => [
      `${period.from}-${period.to}`,
      ...BIG4_SOURCES.map((kind) => (period.years[kind].length > 0 ? period.years[kind].join(', ') : '-')),
    ]),
  );

const orNone = (children: Array<Paragraph | Table>, none: string) => (children.length > 0 ? children : [body(none)]);

/** The report's sections, in order, as docx paragraphs and tables. */
export function reportBody(model: ReportModel): Array<Paragraph | Table> {
  const byClass = (...classes: ReportFinding['classification'][]) => model.findings.filter((finding) => classes.includes(finding.classification));
  const gaps = model.coverage.rows.flatMap((row) => row.gaps);
  const { startsFrom, viableUntil } = model.viability;
  const viability =
    startsFrom && viableUntil
      ? `This report is viable until ${viableUntil}, 180 days from the earliest component of the assessment (${VIABILITY_COMPONENT_LABELS[startsFrom.component].toLowerCase()}, ${startsFrom.date}).`
      : 'The dates of the assessment components have not been entered; the viability period cannot be stated.';
  return [
    new Paragraph({ text: model.title, heading: HeadingLevel.TITLE }),
    body(`${model.project.siteAddress} · prepared for ${model.project.clientName} · ${model.reportDate}`),
    heading('Executive Summary'),
    body(model.summary),
    new Paragraph({
      children: [new TextRun({ text: `Risk: ${model.riskAssessment.level}. `, bold: true }), new TextRun(model.riskAssessment.description)],
    }),
    body(viability),
    heading('Introduction'),
    body(
      `This Phase I Environmental Site Assessment of ${model.project.siteAddress} was performed in general accordance with ASTM E1527-21 for ${model.project.clientName}.`,
    ),
    heading('Site Description'),
    table(
      ['Property', 'Address'],
      model.properties.map((property) => [property.direction, property.address]),
    ),
    heading('User Provided Information'),
    body('To be completed by the environmental professional from the user questionnaire.'),
    heading('Records Review'),
    subheading('Regulatory database records'),
    ...orNone(
      model.databaseRecords.length > 0
        ? [
            table(
              ['Site', 'Address', 'Databases', 'Distance (mi)', 'Closure'],
              model.databaseRecords.map((record) => [
                record.site,
                record.address,
                record.databases,
                record.distanceMiles?.toFixed(3) ?? '-',
                record.closure ?? '-',
              ]),
            ),
          ]
        : [],
      'No regulatory database report has been processed.',
    ),
    subheading('City directories'),
    ...orNone(
      model.cityDirectory.length > 0
        ? [
            table(
              ['Year', 'Property', 'Address', 'Listed'],
              model.cityDirectory.map((row) => [String(row.year), row.direction, row.address, row.occupants.join('; ') || 'No listing']),
            ),
          ]
        : [],
      'No city directory report has been processed.',
    ),
    subheading('Aerial photographs'),
    ...orNone(
      model.aerial.rows.length > 0
        ? [
            table(
              ['Property', 'Address', ...model.aerial.years.map(String)],
              model.aerial.rows.map((row) => [row.direction, row.address, ...model.aerial.years.map((year) => row.uses[String(year)] ?? '-')]),
            ),
          ]
        : [],
      'No aerial photograph package has been processed.',
    ),
    subheading('Topographic and fire insurance maps'),
    ...orNone(
      model.maps.length > 0
        ? [
            table(
              ['Kind', 'Year', 'Source', 'File'],
              model.maps.map((map) => [
                map.kind === 'topography' ? 'Topographic map' : 'Fire insurance map',
                map.year === null ? 'undated' : String(map.year),
                map.source,
                map.filename,
              ]),
            ),
          ]
        : [],
      'No topographic or fire insurance map is on file.',
    ),
    subheading('Soils'),
    ...(model.soils
      ? [
          body(model.soils.narrative),
          table(
            ['Map unit', 'Component', 'Hydrologic group', 'Drainage class', 'Component %'],
            model.soils.rows.map((row) => [
              row.muname,
              row.compname,
              row.hydgrpdcd ?? '-',
              row.drclassdcd ?? '-',
              row.comppct_r === null ? '-' : String(row.comppct_r),
            ]),
          ),
        ]
      : [body('Soils have not been fetched for the subject property.')]),
    subheading('Coverage of historical sources'),
    ...model.coverage.rows.flatMap((row) => [
      body(`${row.direction === 'subject' ? 'Subject property' : `${row.direction} adjoining property`}: ${row.address} (from ${row.startYear})`),
      coverageTable(row),
    ]),
    heading('Site Reconnaissance'),
    body('To be completed by the environmental professional after the site visit.'),
    heading('Interviews'),
    body('To be completed by the environmental professional.'),
    heading('Findings'),
    ...orNone(model.findings.flatMap(findingParagraphs), 'No findings have been recorded from the project’s studies.'),
    heading('Opinions'),
    ...orNone(
      byClass('REC', 'CREC', 'HREC').flatMap(findingParagraphs),
      'No recognized, controlled or historical recognized environmental condition is supported by the project’s sources.',
    ),
    heading('Conclusions'),
    body(model.summary),
    heading('Data Gaps'),
    ...orNone(
      gaps.map(
        (gap) => new Paragraph({ children: [new TextRun({ text: `${gap.from}-${gap.to} (${gap.level}): `, bold: true }), new TextRun(gap.significance)] }),
      ),
      'No interval longer than five years without a historical source.',
    ),
    heading('Recommendations'),
    ...orNone(
      model.recommendations.map(
        (item) =>
          new Paragraph({ children: [new TextRun({ text: `${item.title} (${item.priority} priority): `, bold: true }), new TextRun(item.description)] }),
      ),
      'No further investigation is recommended on the project’s sources.',
    ),
    heading('Deviations and Additional Services'),
    body('None stated.'),
    heading('Non-Scope Considerations'),
    body('None stated.'),
    heading('References'),
    ...orNone([...new Set(model.findings.flatMap((finding) => finding.sources.map((source) => `${source.study}: ${source.document}`)))].map(body), 'None.'),
    heading('Signatures of Environmental Professionals'),
    body(
      'I declare that, to the best of my professional knowledge and belief, I meet the definition of Environmental Professional as defined in 40 CFR 312.10.',
    ),
    body('Signature: ______________________    Date: ____________'),
    heading('Appendices'),
    ...orNone(
      model.appendices.map((appendix, index) => body(`Appendix ${String.fromCharCode(65 + index)} - ${appendix}`)),
      'None.',
    ),
  ];
}

/**
 * The document's look: a sans-serif body (Arial, Liberation Sans where Word is not installed) at
 * 10.5 pt with room between paragraphs, headings with space above them, a letter-size page with
 * one-inch margins, as consulting reports are printed.
 */
const STYLES = {
  default: {
    document: { run: { font: 'Arial', size: 21 }, paragraph: { spacing: { after: 100, line: 264 } } },
    title: { run: { font: 'Arial', size: 40, bold: true, color: '17463F' }, paragraph: { spacing: { after: 120 } } },
    heading1: { run: { font: 'Arial', size: 28, bold: true, color: '17463F' }, paragraph: { spacing: { before: 360, after: 120 }, keepNext: true } },
    heading2: { run: { font: 'Arial', size: 24, bold: true, color: '2F5D57' }, paragraph: { spacing: { before: 240, after: 80 }, keepNext: true } },
  },
};
const LETTER_PAGE = { size: { width: 12240, height: 15840 }, margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 } };

/** The report as a .docx file. */
export async function reportDocx(model: ReportModel): Promise<Buffer> {
  const document = new Document({
    creator: 'Groundwork',
    title: model.title,
    styles: STYLES,
    sections: [{ properties: { page: LETTER_PAGE }, children: reportBody(model) }],
  });
  return Packer.toBuffer(document);
}
