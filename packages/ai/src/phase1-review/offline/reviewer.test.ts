import { describe, expect, it } from 'vitest';
import type { ReviewDocument } from '../types';
import { NOT_FOUND_ANSWER } from '../types';
import { createOfflineReviewer } from './reviewer';
import { detectSections } from './sections';

/** A short report in a numbering style the fixtures do not use. */
function report(heading: (n: number, title: string) => string, conclusion: string): ReviewDocument {
  const page = (lines: string[]) => lines.join('\n');
  return {
    documentId: 'r1',
    name: 'styled.txt',
    format: 'txt',
    pages: [
      { page: 1, text: page(['PHASE I ENVIRONMENTAL SITE ASSESSMENT', '77 Quarry Rd, Stone Ridge, NY 12484', 'Prepared for Hudson Valley Bank']) },
      {
        page: 2,
        text: page([
          heading(1, 'Summary of Findings'),
          '',
          'This report was prepared for the exclusive use of Hudson Valley Bank.',
          'The subject property is located at 77 Quarry Rd, Stone Ridge, NY 12484 and totals approximately 2.10 acres.',
          '',
          heading(2, 'Historical Use Information'),
          '',
          'The subject property was operated as Ridge Auto Works from 1952 to 1990, when the release of waste oil was remediated.',
        ]),
      },
      {
        page: 3,
        text: page([
          heading(3, 'Evaluation'),
          '',
          conclusion,
          'The contaminants of concern for the subject property are petroleum hydrocarbons, lead.',
          '',
          heading(4, 'Conclusions and Recommendations'),
          '',
          'No further assessment is recommended beyond maintaining the cap.',
        ]),
      },
    ],
  };
}

type Numbering = (n: number, title: string) => string;
const decimal: Numbering = (n, title) => `${n}.0 ${title.toUpperCase()}`;
const roman: Numbering = (n, title) => `${['I', 'II', 'III', 'IV'][n - 1]}. ${title}`;
const chapter: Numbering = (n, title) => `Chapter ${n} - ${title}`;
const STYLES: readonly [string, Numbering][] = [
  ['decimal', decimal],
  ['roman', roman],
  ['chapter', chapter],
  ['unnumbered caps', (_n, title) => title.toUpperCase()],
];

const CREC =
  'The 1990 waste oil release was closed in 1995 with an asphalt cap and an environmental covenant restricting the property to commercial use remaining in place; this is a controlled recognized environmental condition (CREC).';

describe.each(STYLES)('a report numbered in %s style', (_style, heading) => {
  const document = report(heading, CREC);

  it('finds its sections by their words, whatever the numbering', () => {
    expect(detectSections(document).map((section) => [section.title, section.startPage])).toEqual([
      ['Executive Summary', 2],
      ['Records Review', 2],
      ['Findings', 3],
      ['Conclusions', 3],
    ]);
  });

  it('decides CRECs present with its AULs and contaminants', async () => {
    const result = await createOfflineReviewer().review(document);
    expect(result.decision).toBe('CRECs_PRESENT');
    expect(result.extractions.contaminants_of_concern).toEqual(['petroleum hydrocarbons', 'lead']);
    expect(result.extractions.auls).toEqual(['asphalt cap', 'covenant restricting the property to commercial use']);
    expect(result.extractions.site_names).toEqual(['Ridge Auto Works']);
    expect(result.findings.filter((finding) => finding.counts).every((finding) => finding.page === 3)).toBe(true);
  });
});

describe('the offline reviewer', () => {
  const reviewer = createOfflineReviewer();

  it('says what it cannot find, with no quotes and no confidence', async () => {
    const answer = await reviewer.ask([report(decimal, CREC)], 'What is the zoning designation of the parcel?');
    expect(answer).toEqual({ answer: NOT_FOUND_ANSWER, quotes: [], confidence: 0 });
  });

  it('answers across several reports naming the file of each quote', async () => {
    const first = report(decimal, CREC);
    const second = {
      ...report(roman, 'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property.'),
      documentId: 'r2',
      name: 'second.pdf',
    };
    const answer = await reviewer.ask([first, second], 'Did the assessment identify any RECs at the subject property?');
    expect(answer.answer).toContain('styled.txt: CRECs Present.');
    expect(answer.answer).toContain('second.pdf: No RECs.');
    expect(new Set(answer.quotes.map((quote) => quote.file))).toEqual(new Set(['styled.txt', 'second.pdf']));
  });

  it('is inconclusive, with a warning, on a report that states no conclusion', async () => {
    const result = await reviewer.review(
      report(chapter, 'Laboratory analysis of soil samples is pending; a conclusion regarding RECs cannot be made until the results are received.'),
    );
    expect(result.decision).toBe('INCONCLUSIVE');
    expect(result.warnings).toContain('The report states that its conclusion is pending or not reached.');
  });

  it('says so when a document is not a Phase I report at all', async () => {
    const result = await reviewer.review({
      documentId: 'lease',
      name: 'lease.txt',
      format: 'txt',
      pages: [{ page: 1, text: 'The Tenant shall pay rent monthly in advance. The Landlord shall maintain the roof.' }],
    });
    expect(result.decision).toBe('INCONCLUSIVE');
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.warnings).toContain(
      'This document does not look like a Phase I ESA report: it names no ASTM E1527-21 section and no recognized environmental condition.',
    );
  });

  it('reads a document without headings as one and says so', async () => {
    const result = await reviewer.review({
      documentId: 'x',
      name: 'letter.txt',
      format: 'txt',
      pages: [{ page: 1, text: 'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property.' }],
    });
    expect(result.decision).toBe('NO_RECs');
    expect(result.warnings[0]).toMatch(/No section headings/);
    expect(result.sections.map((section) => section.section)).toEqual(['Document']);
  });
});

describe('plain-text layouts', () => {
  const wrapped = [
    'Granite State Environmental Associates (GSEA) performed this Phase I Environmental Site',
    'Assessment of the Riverside Warehouse for the Merrimack Valley Redevelopment Authority, in',
    'conformance with ASTM E1527-21; the subject property is a vacant three-story brick building.',
  ];

  it('takes an underlined line for a heading, and a paragraph’s Title Case first line for text', () => {
    const document: ReviewDocument = {
      documentId: 'u',
      name: 'underlined.txt',
      format: 'txt',
      pages: [
        { page: 1, text: ['Summary', '=======', '', ...wrapped, '', 'Site Description', '----------------', '', ...wrapped].join('\n') },
        { page: 2, text: ['Conclusions', '-----------', '', 'No RECs were identified in connection with the subject property. Page 2 of 2'].join('\n') },
      ],
    };
    expect(detectSections(document).map((section) => [section.title, section.startPage])).toEqual([
      ['Executive Summary', 1],
      ['Site Description', 1],
      ['Conclusions', 2],
    ]);
  });

  it('keeps a sentence whose line ends with a page number glued to it', async () => {
    const result = await createOfflineReviewer().review({
      documentId: 'g',
      name: 'glued.docx',
      format: 'docx',
      pages: [{ page: 1, text: 'CONCLUSIONS\n\nNo RECs were identified in connection with the subject property. Page 1 of 1' }],
    });
    expect(result.decision).toBe('NO_RECs');
  });
});

describe('findings read from their place give way to the report’s words', () => {
  it('reads neither an intro under a class heading nor a listed HREC as a REC', async () => {
    const text = [
      '5.0 FINDINGS',
      '',
      '5.1 Recognized Environmental Conditions',
      '',
      'The EP evaluated the historical uses of the subject property.',
      '',
      'No RECs were identified.',
      '',
      '6.0 CONCLUSIONS',
      '',
      'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property except for the following:',
      '',
      '  - The 1995 gasoline release, closed for unrestricted use, is an HREC.',
      '',
      '7.0 RECOMMENDATIONS',
      '',
      'None.',
    ].join('\n');
    const result = await createOfflineReviewer().review({ documentId: 'p', name: 'placed.txt', format: 'txt', pages: [{ page: 1, text }] });
    expect(result.decision).toBe('HRECs_PRESENT');
    expect(result.findings.filter((finding) => finding.counts && finding.kind === 'REC')).toEqual([]);
  });
});
