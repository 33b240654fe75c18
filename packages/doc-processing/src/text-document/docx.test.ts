import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IntakeError } from '../errors';
import { makeImage } from '../testing/make-files';
import { buildDocx, documentXml, paragraph, stylesXml, table } from './build-docx';
import { decodeXmlEntities, docxPageTexts, pageBreakStyles } from './docx';
import { readTextDocument } from './index';

const pageBreakRun = '<w:r><w:br w:type="page"/></w:r>';
const renderedBreakRun = '<w:r><w:lastRenderedPageBreak/></w:r>';
const sectionEnd = (type?: string) =>
  `<w:p><w:pPr><w:sectPr>${type ? `<w:type w:val="${type}"/>` : ''}<w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:pPr></w:p>`;
const runs = (...parts: string[]) => `<w:p>${parts.join('')}</w:p>`;
const textRun = (text: string) => `<w:r><w:t>${text}</w:t></w:r>`;

const pagesOf = (body: string, styles?: string) => docxPageTexts(documentXml(body), styles === undefined ? undefined : stylesXml(styles));

async function refusal(bytes: Uint8Array, name: string): Promise<IntakeError> {
  const error = await readTextDocument(bytes, { name }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

describe('readTextDocument on a .docx', () => {
  it('splits pages at each kind of page break and reads tables as rows', async () => {
    const body = [
      paragraph('Cover page'),
      runs(textRun('Still the cover'), pageBreakRun, textRun('Page two starts mid-paragraph')),
      table([
        ['Database', 'Distance', 'Listings'],
        ['LUST', '0.5', '3'],
      ]),
      paragraph('Page three', '<w:pageBreakBefore/>'),
      paragraph('Not a new page', '<w:pageBreakBefore w:val="false"/>'),
      sectionEnd('continuous'),
      paragraph('Same section page'),
      sectionEnd('nextPage'),
      paragraph('Page four'),
      sectionEnd(),
      paragraph('Page five'),
    ].join('');
    const document = await readTextDocument(buildDocx(body), { name: 'report.docx' });
    expect(document).toEqual({
      format: 'docx',
      pageCount: 5,
      warnings: [],
      pages: [
        { page: 1, text: 'Cover page\n\nStill the cover' },
        { page: 2, text: 'Page two starts mid-paragraph\n\nDatabase | Distance | Listings\nLUST | 0.5 | 3' },
        { page: 3, text: 'Page three\n\nNot a new page\n\nSame section page' },
        { page: 4, text: 'Page four' },
        { page: 5, text: 'Page five' },
      ],
    });
  });

  it('reads tabs, line breaks, non-breaking hyphens and entities, and skips field codes and revisions', () => {
    const body = runs(
      textRun('Name'),
      '<w:r><w:tab/></w:r>',
      textRun('A &amp; B &lt;C&gt; &#233;&#x2019;'),
      '<w:r><w:br/></w:r>',
      textRun('asbestos'),
      '<w:r><w:noBreakHyphen/></w:r>',
      textRun('containing'),
      '<w:r><w:instrText> PAGEREF _Toc1 </w:instrText></w:r>',
      '<w:del><w:r><w:delText>deleted</w:delText></w:r></w:del>',
      '<w:r><mc:AlternateContent><mc:Choice><w:drawing/></mc:Choice><mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:tab/><w:t>boxed</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r>',
      textRun(' end'),
    );
    const withTabStops = `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9350"/></w:tabs><w:pPrChange><w:pPr><w:pageBreakBefore/></w:pPr></w:pPrChange></w:pPr>${textRun('Only text')}</w:p>`;
    expect(pagesOf(body + withTabStops)).toEqual(['Name\tA & B <C> é’\nasbestos-containing end\n\nOnly text']);
  });

  it('takes "page break before" from paragraph styles, through basedOn', () => {
    const styles = [
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:pPr><w:pageBreakBefore/></w:pPr></w:style>',
      '<w:style w:type="paragraph" w:styleId="Appendix"><w:basedOn w:val="Heading1"/></w:style>',
      '<w:style w:type="paragraph" w:styleId="Quiet"><w:basedOn w:val="Heading1"/><w:pPr><w:pageBreakBefore w:val="0"/></w:pPr></w:style>',
    ].join('');
    expect([...pageBreakStyles(stylesXml(styles))].sort()).toEqual(['Appendix', 'Heading1']);
    const body = [
      paragraph('One'),
      paragraph('Two', '<w:pStyle w:val="Heading1"/>'),
      paragraph('Still two', '<w:pStyle w:val="Quiet"/>'),
      paragraph('Three', '<w:pStyle w:val="Appendix"/>'),
      paragraph('Still three', '<w:pStyle w:val="Heading1"/><w:pageBreakBefore w:val="false"/>'),
    ].join('');
    expect(pagesOf(body, styles)).toEqual(['One', 'Two\n\nStill two', 'Three\n\nStill three']);
  });

  // Word writes w:lastRenderedPageBreak where its last layout started each page: right after an
  // explicit break (a duplicate, dropped) and where text flowed onto a new page (a real page).
  it('uses Word’s rendered page breaks without doubling the explicit ones', () => {
    const body = [
      paragraph('One'),
      runs(pageBreakRun),
      runs(renderedBreakRun, textRun('Two')),
      paragraph('Three', '<w:pageBreakBefore/>').replace('<w:r>', `${renderedBreakRun}<w:r>`),
      runs(textRun('Still three, flowing '), renderedBreakRun, textRun('onto four')),
      sectionEnd(),
      runs(renderedBreakRun, textRun('Five')),
    ].join('');
    expect(pagesOf(body)).toEqual(['One', 'Two', 'Three\n\nStill three, flowing', 'onto four', 'Five']);
  });

  it('keeps a table row whole when a rendered break falls inside it, and starts a page at a row', () => {
    const row = (...cells: string[]) => `<w:tr>${cells.map((cell) => `<w:tc>${cell}</w:tc>`).join('')}</w:tr>`;
    const body = [
      '<w:tbl>',
      row(paragraph('A1'), paragraph('B1')),
      row(runs(renderedBreakRun, textRun('A2')), paragraph('B2')),
      row(paragraph('A3'), runs(textRun('B3 '), renderedBreakRun, textRun('continued'))),
      row(paragraph('A4'), paragraph('B4')),
      '</w:tbl>',
    ].join('');
    expect(pagesOf(body)).toEqual(['A1 | B1', 'A2 | B2\nA3 | B3 continued', 'A4 | B4']);
  });

  it('drops a trailing empty page and warns about blank pages inside', async () => {
    const body = [paragraph('One'), runs(pageBreakRun), runs(pageBreakRun), paragraph('Three'), runs(pageBreakRun)].join('');
    const document = await readTextDocument(buildDocx(body));
    expect(document.pages).toEqual([
      { page: 1, text: 'One' },
      { page: 2, text: '' },
      { page: 3, text: 'Three' },
    ]);
    expect(document.warnings).toEqual(['Page 2 has no text; quotes cannot cite it.']);
  });

  it('decodes XML entities', () => {
    expect(decodeXmlEntities('&quot;a&quot; &apos;b&apos; &amp;amp; &unknown;')).toBe('"a" \'b\' &amp; &unknown;');
    expect(decodeXmlEntities('&#x110000; &#128512;')).toBe('&#x110000; \u{1f600}');
  });
});

describe('readTextDocument refuses a .docx it cannot read', () => {
  it('a broken ZIP', async () => {
    const bytes = buildDocx(paragraph('Some text that makes the archive long enough to cut. '.repeat(20)));
    const error = await refusal(bytes.subarray(0, Math.floor(bytes.length / 2)), 'report.docx');
    expect(error.code).toBe('CORRUPT_DOCUMENT');
    expect(error.message).toBe(
      '"report.docx" looks like a Word document, but it is damaged and cannot be opened. Please save or export it again and upload the new copy.',
    );
  });

  it('a ZIP without word/document.xml', async () => {
    const bytes = zipSync({ 'word/styles.xml': strToU8(stylesXml('')) });
    const error = await refusal(bytes, 'report.docx');
    expect(error.code).toBe('CORRUPT_DOCUMENT');
    expect(error.message).toContain('is damaged');
    expect(error.details.cause).toBe('word/document.xml is missing');
  });

  it('a PNG named .docx', async () => {
    const error = await refusal(await makeImage('png'), 'report.docx');
    expect(error.code).toBe('UNSUPPORTED_FORMAT');
    expect(error.details.detectedType).toBe('png');
    expect(error.message).toBe(
      '"report.docx" looks like a PNG image, not a PDF, Word or text document. Please upload the report as a PDF, Word (.docx or .doc) or plain text file.',
    );
  });

  it('a document without any text', async () => {
    const error = await refusal(buildDocx(paragraph('   ')), 'blank.docx');
    expect(error.code).toBe('NOTHING_RECOGNISED');
    expect(error.details.reason).toBe('NO_TEXT');
  });
});
