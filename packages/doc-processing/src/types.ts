/**
 * A rectangle on the page in PDF points (1/72 inch), origin at the page's top-left corner,
 * y growing downwards, in the page as displayed (its /Rotate applied, scale 1).
 */
export interface BBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A positioned piece of a line: on text pages one text run as the PDF draws it (often a whole
 * table cell or phrase), on OCR pages one recognised word.
 */
export interface PageSpan {
  text: string;
  bbox: BBox;
  /** OCR only: the word's recognition confidence, 0..1. */
  confidence?: number;
  /** OCR only: what Tesseract read, when the document's own lexicon corrected it into `text` (see correctWithDocumentLexicon). */
  ocrText?: string;
}

/** One visual line of the page: pieces sharing a baseline, left to right. */
export interface PageLine {
  /** The spans' text joined by single spaces (none where two runs touch). */
  text: string;
  bbox: BBox;
  spans: PageSpan[];
  /** OCR only: the mean confidence of the line's words, 0..1. */
  confidence?: number;
}

export type PageSource = 'text' | 'ocr';

export interface IntakePage {
  /** 1-based physical page number. */
  pageNumber: number;
  /** Where the text came from: the PDF's text layer, or OCR of the rendered page. */
  source: PageSource;
  /** True when the page was classified as a scanned image (little or no text over a large image). */
  scanned: boolean;
  /** 1 for the text layer; the mean word confidence (0..1) for OCR (0 when nothing was read). */
  confidence: number;
  /** Page size in points, as displayed (rotation applied). */
  width: number;
  height: number;
  /** Lines top to bottom (then left to right). */
  lines: PageLine[];
  /** The lines' text joined by newlines. */
  text: string;
}

/** The whole intake of one PDF; plain data, JSON-serializable as is. */
export interface IntakeResult {
  /** Pages in the document (all of them, even when only some were processed). */
  pageCount: number;
  /** The processed pages, in page order. */
  pages: IntakePage[];
  /** How many processed pages took their text from the text layer. */
  textPages: number;
  /** How many processed pages were read by OCR. */
  ocrPages: number;
  durationMs: number;
}

export interface IntakeProgress {
  /** Pages finished so far (in completion order, which is not page order). */
  done: number;
  /** Pages to process. */
  total: number;
  /** The page that just finished. */
  pageNumber: number;
  source: PageSource;
}
