import { strFromU8, unzipSync } from 'fflate';
import { IntakeError } from '../errors';
import { damagedDocumentError, fileLabel, hasText, textDocument, type TextDocument } from './document';

const DOCUMENT_XML = 'word/document.xml';
const STYLES_XML = 'word/styles.xml';
/** The unpacked body a .docx may have (a 300-page report is a few MB); more is a ZIP bomb, not a report. */
const MAX_XML_BYTES = 200 * 1024 * 1024;

/**
 * Subtrees whose text is not the body's: revision history, text boxes (their drawing's fallback
 * would repeat them), field codes.
 */
const SKIPPED = new Set(['w:pPrChange', 'w:rPrChange', 'w:sectPrChange', 'w:tblPrChange', 'mc:Fallback', 'w:txbxContent', 'w:instrText']);
const INLINE_TEXT: Record<string, string> = { 'w:tab': '\t', 'w:ptab': '\t', 'w:cr': '\n', 'w:noBreakHyphen': '-' };
const NON_TEXT_CONTENT = new Set(['w:drawing', 'w:pict', 'w:object']);

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const MAX_CODE_POINT = 0x10ffff;

/** A character reference's character; one out of Unicode's range stays as written. */
function characterReference(entity: string, codePoint: number): string {
  return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : entity;
}

export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (entity, body: string) => {
    if (body.startsWith('#x')) return characterReference(entity, Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return characterReference(entity, Number.parseInt(body.slice(1), 10));
    return ENTITIES[body] ?? entity;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** OOXML on/off properties: present means on, unless `w:val` says 0, false or off. */
const isOn = (attributes: string) => !['0', 'false', 'off'].includes(attribute(attributes, 'w:val') ?? 'true');

/** A page's blocks: a paragraph is one block (its lines), a table another (one line per row). */
type Block = string[];

/** Collects the body into pages of blocks, with table rows as `cell | cell` lines. */
class PageBuilder {
  private readonly pages: Block[][] = [[]];
  private paragraph: string[] = [];
  private cell: string[] = [];
  private row: string[] = [];
  private tableRows: string[] | null = null;
  private tableDepth = 0;
  private contentSinceBreak = false;
  private breakAfterRow = false;

  get inTable(): boolean {
    return this.tableDepth > 0;
  }

  text(value: string): void {
    this.paragraph.push(value);
    if (hasText(value)) this.contentSinceBreak = true;
  }

  markContent(): void {
    this.contentSinceBreak = true;
  }

  /**
   * A new page. `always` for an explicit page break (two in a row make a blank page); a break
   * that only says "a page starts here" (page break before, section break, Word's rendered
   * break) is dropped where the page has only just started, since it repeats the one before.
   */
  pageBreak(always: boolean): void {
    if (!always && !this.contentSinceBreak) return;
    if (this.inTable && this.rowHasText()) {
      this.breakAfterRow = true;
      return;
    }
    if (!this.inTable) this.flushParagraph();
    this.newPage();
  }

  endParagraph(): void {
    if (this.inTable) this.cell.push(this.takeParagraph());
    else this.flushParagraph();
  }

  startTable(): void {
    this.tableDepth += 1;
  }

  /** Nested tables read as text inside their outer cell. */
  endCell(): void {
    if (this.tableDepth !== 1) return;
    this.row.push(
      this.cell
        .join(' ')
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    );
    this.cell = [];
  }

  endRow(): void {
    if (this.tableDepth !== 1) return;
    if (this.row.some(hasText)) this.currentTable().push(this.row.join(' | '));
    this.row = [];
    if (this.breakAfterRow) this.newPage();
  }

  endTable(): void {
    this.tableDepth -= 1;
    if (this.tableDepth === 0) this.tableRows = null;
  }

  pageTexts(): string[] {
    this.flushParagraph();
    const texts = this.pages.map((blocks) => blocks.map((block) => block.join('\n')).join('\n\n'));
    if (texts.length > 1 && !hasText(texts.at(-1)!)) texts.pop();
    return texts;
  }

  private rowHasText(): boolean {
    return [...this.row, ...this.cell, ...this.paragraph].some(hasText);
  }

  private takeParagraph(): string {
    const text = this.paragraph.join('');
    this.paragraph = [];
    return text;
  }

  private flushParagraph(): void {
    const text = this.takeParagraph();
    if (hasText(text)) this.currentPage().push([text.trimEnd()]);
  }

  private currentPage(): Block[] {
    return this.pages.at(-1)!;
  }

  private currentTable(): string[] {
    if (!this.tableRows) {
      this.tableRows = [];
      this.currentPage().push(this.tableRows);
    }
    return this.tableRows;
  }

  private newPage(): void {
    this.pages.push([]);
    this.tableRows = null;
    this.contentSinceBreak = false;
    this.breakAfterRow = false;
  }
}

interface ParagraphProperties {
  pageBreakBefore?: boolean;
  style?: string;
  /** A section ends with this paragraph: true unless the next section continues on the same page. */
  sectionBreak?: boolean;
}

/** Walks document.xml's elements and hands the body's text and breaks to a PageBuilder. */
class BodyReader {
  readonly pages = new PageBuilder();
  private skipDepth = 0;
  private inProperties = false;
  private inText = false;
  private properties: ParagraphProperties = {};

  constructor(private readonly breakingStyles: ReadonlySet<string>) {}

  /** Every element is closed after it is opened, self-closing ones at once. */
  open(name: string, attributes: string): void {
    if (this.skipDepth > 0 || SKIPPED.has(name)) {
      this.skipDepth += 1;
      return;
    }
    if (this.inProperties) this.openProperty(name, attributes);
    else this.openContent(name, attributes);
  }

  close(name: string): void {
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    if (name === 'w:pPr') this.closeProperties();
    else if (name === 'w:t') this.inText = false;
    else if (name === 'w:p') this.closeParagraph();
    else if (name === 'w:tc') this.pages.endCell();
    else if (name === 'w:tr') this.pages.endRow();
    else if (name === 'w:tbl') this.pages.endTable();
  }

  text(raw: string): void {
    if (this.inText && this.skipDepth === 0) this.pages.text(decodeXmlEntities(raw));
  }

  private openContent(name: string, attributes: string): void {
    const inline = INLINE_TEXT[name];
    if (inline !== undefined) this.pages.text(inline);
    else if (name === 'w:t') this.inText = true;
    else if (name === 'w:br') this.openBreak(attributes);
    else if (name === 'w:lastRenderedPageBreak') this.pages.pageBreak(false);
    else if (NON_TEXT_CONTENT.has(name)) this.pages.markContent();
    else if (name === 'w:p') this.properties = {};
    else if (name === 'w:pPr') this.inProperties = true;
    else if (name === 'w:tbl') this.pages.startTable();
  }

  private openBreak(attributes: string): void {
    if (attribute(attributes, 'w:type') === 'page') this.pages.pageBreak(true);
    else this.pages.text('\n');
  }

  private openProperty(name: string, attributes: string): void {
    if (name === 'w:pageBreakBefore') this.properties.pageBreakBefore = isOn(attributes);
    else if (name === 'w:pStyle') this.properties.style = attribute(attributes, 'w:val');
    else if (name === 'w:sectPr') this.properties.sectionBreak = true;
    else if (name === 'w:type' && this.properties.sectionBreak !== undefined) this.properties.sectionBreak = attribute(attributes, 'w:val') !== 'continuous';
  }

  private closeProperties(): void {
    this.inProperties = false;
    const { pageBreakBefore, style } = this.properties;
    // Word ignores "page break before" inside tables.
    if (!this.pages.inTable && (pageBreakBefore ?? (style !== undefined && this.breakingStyles.has(style)))) this.pages.pageBreak(false);
  }

  private closeParagraph(): void {
    this.pages.endParagraph();
    if (this.properties.sectionBreak) this.pages.pageBreak(false);
    this.properties = {};
  }
}

const TOKEN = /<(\/?)([A-Za-z_][\w.:-]*)([^>]*?)(\/?)>|<[!?][^>]*>|([^<]+)/g;

/** A small XML tokenizer: elements open and close, text between them (entities still encoded). */
function walkXml(xml: string, reader: BodyReader): void {
  for (const [, closing, name, attributes, selfClosing, text] of xml.matchAll(TOKEN)) {
    if (text !== undefined) reader.text(text);
    else if (name === undefined) continue;
    else if (closing) reader.close(name);
    else {
      reader.open(name, attributes ?? '');
      if (selfClosing === '/') reader.close(name);
    }
  }
}

/** Paragraph styles that start a new page, directly or through the style they are based on. */
export function pageBreakStyles(stylesXml: string | undefined): Set<string> {
  const styles = new Map<string, { breaks?: boolean; basedOn?: string }>();
  for (const [, attributes, body] of stylesXml?.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g) ?? []) {
    const id = attribute(attributes!, 'w:styleId');
    const pageBreak = /<w:pageBreakBefore\b([^>]*?)\/?>/.exec(body!);
    if (id) styles.set(id, { breaks: pageBreak ? isOn(pageBreak[1]!) : undefined, basedOn: /<w:basedOn w:val="([^"]*)"/.exec(body!)?.[1] });
  }
  const breaks = (id: string | undefined, depth: number): boolean => {
    const style = id === undefined ? undefined : styles.get(id);
    if (!style || depth > 10) return false;
    return style.breaks ?? breaks(style.basedOn, depth + 1);
  };
  return new Set([...styles.keys()].filter((id) => breaks(id, 0)));
}

function unzipParts(bytes: Uint8Array, name: string | undefined): Record<string, Uint8Array> {
  let oversize = false;
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter: (file) => {
        const wanted = file.name === DOCUMENT_XML || file.name === STYLES_XML;
        oversize ||= wanted && file.originalSize > MAX_XML_BYTES;
        return wanted && !oversize;
      },
    });
  } catch (error) {
    throw damagedDocumentError(name, 'a Word document', error);
  }
  if (oversize) {
    throw new IntakeError('FILE_TOO_LARGE', `${fileLabel(name)} unpacks to more text than a report can have and cannot be read.`, { maxBytes: MAX_XML_BYTES });
  }
  if (!parts[DOCUMENT_XML]) throw damagedDocumentError(name, 'a Word document', new Error(`${DOCUMENT_XML} is missing`));
  return parts;
}

/** The pages' texts of a document.xml (exported for tests that build the XML by hand). */
export function docxPageTexts(documentXml: string, stylesXml?: string): string[] {
  const reader = new BodyReader(pageBreakStyles(stylesXml));
  walkXml(documentXml, reader);
  return reader.pages.pageTexts();
}

/**
 * A .docx: the body's paragraphs and tables, split into pages at explicit page breaks, "page
 * break before" paragraphs (also by their style), section breaks that start a new page, and the
 * page breaks Word recorded when it last laid the document out (`w:lastRenderedPageBreak`).
 */
export function readDocx(bytes: Uint8Array, name?: string): TextDocument {
  const parts = unzipParts(bytes, name);
  const stylesXml = parts[STYLES_XML] ? strFromU8(parts[STYLES_XML]) : undefined;
  return textDocument('docx', docxPageTexts(strFromU8(parts[DOCUMENT_XML]!), stylesXml), [], name);
}
