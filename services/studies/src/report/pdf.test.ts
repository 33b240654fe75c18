import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPdfDocument } from '@groundwork/doc-processing';
import { describe, expect, it } from 'vitest';
import { reportDocx } from './docx';
import { docxToPdf, PdfConversionError } from './pdf';
import { sampleReportModel } from './test-model';

/** A stand-in for soffice: a shell script doing `body`. */
async function fakeSoffice(body: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'fake-soffice-')), 'soffice');
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

describe('docxToPdf (LibreOffice)', () => {
  it('converts the Word report into a PDF whose text holds the report', async () => {
    const pdf = await docxToPdf(await reportDocx(sampleReportModel()));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await openPdfDocument(pdf);
    const first = await document.getPage(1);
    const text = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Phase I Environmental Site Assessment');
    expect(text).toContain('EXECUTIVE SUMMARY');
    expect(document.numPages).toBeGreaterThan(1);
  }, 60_000);

  it('names the missing program', async () => {
    const error = await docxToPdf(Buffer.from('PK'), { sofficePath: '/nonexistent/soffice' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PdfConversionError);
    expect((error as Error).message).toMatch(/LibreOffice was not found at "\/nonexistent\/soffice": install it/);
  });

  it('gives up on a conversion that hangs, and on one that writes nothing', async () => {
    const hang = await docxToPdf(Buffer.from('PK'), { sofficePath: await fakeSoffice('sleep 30'), timeoutMs: 300 }).catch((err: unknown) => err);
    expect((hang as Error).message).toBe('LibreOffice did not convert the report within 0 s.');
    const silent = await docxToPdf(Buffer.from('PK'), { sofficePath: await fakeSoffice('exit 0') }).catch((err: unknown) => err);
    expect((silent as Error).message).toBe('LibreOffice wrote no PDF for the report.');
    const broken = await docxToPdf(Buffer.from('PK'), { sofficePath: await fakeSoffice('echo "Error: source file could not be loaded" >&2; exit 1') }).catch(
      (err: unknown) => err,
    );
    expect((broken as Error).message).toBe('LibreOffice could not convert the report: Error: source file could not be loaded');
  });
});
