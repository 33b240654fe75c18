import { describe, expect, it } from 'vitest';
import { IntakeError } from '../errors';
import { runExtraction } from '../isolated/run-extraction';
import { makeImage, makePdf } from '../testing/make-files';
import type { IntakePage, IntakeResult } from '../types';
import { readTextDocument, textDocumentFromIntake, textDocumentStep } from './index';

const textPages = (pages: string[]) =>
  makePdf((document) =>
    pages.forEach((text, index) => {
      if (index > 0) document.addPage();
      if (text) document.font('Helvetica').fontSize(12).text(text, 72, 72);
    }),
  );

function intakePage(pageNumber: number, source: IntakePage['source'], lines: string[]): IntakePage {
  const bbox = { x: 0, y: 0, width: 10, height: 10 };
  return {
    pageNumber,
    source,
    scanned: source === 'ocr',
    confidence: 1,
    width: 612,
    height: 792,
    lines: lines.map((text) => ({ text, bbox, spans: [{ text, bbox }] })),
    text: lines.join('\n'),
  };
}

async function refusal(promise: Promise<unknown>): Promise<IntakeError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

describe('readTextDocument on a PDF', () => {
  it('reads each page’s lines in a process of its own, and names the pages without text', async () => {
    const pdf = await textPages(['Cover\nSecond line', '', 'Page three']);
    const document = await readTextDocument(pdf, { name: 'report.pdf', intake: { concurrency: 1 } });
    expect(document).toEqual({
      format: 'pdf',
      pageCount: 3,
      pages: [
        { page: 1, text: 'Cover\nSecond line' },
        { page: 2, text: '' },
        { page: 3, text: 'Page three' },
      ],
      warnings: ['Page 2 has no text; quotes cannot cite it.'],
    });
  });

  it('refuses a PDF whose only page is an image with nothing to read', async () => {
    const image = await makeImage('png');
    const pdf = await makePdf((document) => document.image(Buffer.from(image), 0, 0, { width: 612, height: 792 }));
    const error = await refusal(readTextDocument(pdf, { name: 'scan.pdf', intake: { concurrency: 1 } }));
    expect(error.code).toBe('NOTHING_RECOGNISED');
    expect(error.details.reason).toBe('NO_TEXT');
    expect(error.message).toBe(
      '"scan.pdf" contains no readable text: none of its pages has a text layer, and text recognition read nothing on them. Please upload a copy with selectable text or a clearer scan.',
    );
  });

  it('runs under the isolated extraction limits', async () => {
    const error = await refusal(readTextDocument(await textPages(['Text']), { limits: { extractionTimeoutMs: 1 } }));
    expect(error.code).toBe('EXTRACTION_TIMEOUT');
  });

  it('rejects at once when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(readTextDocument(await textPages(['Text']), { signal: controller.signal })).rejects.toThrow('cancelled');
  });

  it('is a study step a service can run with runExtraction', async () => {
    const run = await runExtraction({ pdf: await textPages(['One', 'Two']), intake: { concurrency: 1 }, study: textDocumentStep({ name: 'a.pdf' }) });
    expect(run.study).toMatchObject({
      format: 'pdf',
      pageCount: 2,
      pages: [
        { page: 1, text: 'One' },
        { page: 2, text: 'Two' },
      ],
    });
  });
});

describe('textDocumentFromIntake', () => {
  it('keeps physical page numbers when only some pages were read, and warns about OCR pages', () => {
    const intake: IntakeResult = {
      pageCount: 4,
      pages: [intakePage(2, 'text', ['Two', 'lines']), intakePage(3, 'ocr', ['Scanned']), intakePage(4, 'ocr', ['Also scanned'])],
      textPages: 1,
      ocrPages: 2,
      durationMs: 1,
    };
    expect(textDocumentFromIntake(intake)).toEqual({
      format: 'pdf',
      pageCount: 4,
      pages: [
        { page: 1, text: '' },
        { page: 2, text: 'Two\nlines' },
        { page: 3, text: 'Scanned' },
        { page: 4, text: 'Also scanned' },
      ],
      warnings: [
        'Pages 3-4 are scans read by text recognition (OCR): quotes from them may differ slightly from the print.',
        'Page 1 has no text; quotes cannot cite it.',
      ],
    });
  });
});
