import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { IntakeError } from '../errors';
import { DOC_PAGES_WARNING } from './doc';
import { readTextDocument } from './index';

// A Word 97-2003 file: build-docx.ts's paragraphs, a table and two page breaks, converted once by
// LibreOffice (`soffice --headless --convert-to 'doc:MS Word 97' sample.docx`).
const SAMPLE_DOC = new URL('../../test-data/phase1-esa-sample.doc', import.meta.url);

describe('readTextDocument on a .doc', () => {
  it('reads the body as one page, with a warning that pages are approximate', async () => {
    const document = await readTextDocument(new Uint8Array(await fs.readFile(SAMPLE_DOC)), { name: 'report.doc' });
    expect(document.format).toBe('doc');
    expect(document.pageCount).toBe(1);
    expect(document.warnings).toEqual([DOC_PAGES_WARNING]);
    const text = document.pages[0]!.text;
    expect(text).toContain('PHASE I ENVIRONMENTAL SITE ASSESSMENT\n1042 Sunset Blvd, Silver Springs, AZ 85281');
    expect(text).toContain('This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property.');
    expect(text).toContain('This report was prepared for the exclusive use of Lakeshore Acquisitions Group.');
  });

  it('refuses a damaged .doc', async () => {
    const bytes = new Uint8Array(await fs.readFile(SAMPLE_DOC)).subarray(0, 1024);
    const error = await readTextDocument(bytes, { name: 'report.doc' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IntakeError);
    expect((error as IntakeError).code).toBe('CORRUPT_DOCUMENT');
    expect((error as IntakeError).message).toContain('"report.doc" looks like an older Microsoft Office document (.doc), but it cannot be read');
  });
});
