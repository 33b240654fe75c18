import { describe, expect, it } from 'vitest';
import { IntakeError, type IntakeErrorCode } from './errors';
import { formatMegabytes, inspectUpload, MAX_UPLOAD_BYTES } from './inspect-upload';
import { readFixture } from './testing/fixtures';
import { makeImage, makePdf, makeZip, utf8 } from './testing/make-files';

async function intakeErrorOf(promise: Promise<unknown>): Promise<IntakeError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

async function expectRefused(bytes: Uint8Array, code: IntakeErrorCode, message: string, options = {}) {
  const error = await intakeErrorOf(inspectUpload(bytes, options));
  expect(error.code).toBe(code);
  expect(error.message).toBe(message);
  return error;
}

const notPdf = (looksLike: string) => `This file is not a PDF (it looks like ${looksLike}). Please upload the report as a PDF.`;
const CORRUPT = 'This PDF is damaged or incomplete and cannot be opened. Please download or export it again and upload the new copy.';
const ENCRYPTED = 'This PDF is password-protected. Please upload an unlocked copy.';

describe('inspectUpload', () => {
  it('accepts a real PDF and counts its pages', async () => {
    const bytes = await readFixture('city_directory_01_a.pdf');
    await expect(inspectUpload(bytes)).resolves.toEqual({ byteLength: 14_661, pageCount: 6 });
    // pdfjs must not take over the caller's buffer, a Node Buffer included.
    expect(bytes.length).toBe(14_661);
    const buffer = Buffer.from(bytes);
    await inspectUpload(buffer);
    expect(buffer.length).toBe(14_661);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses an empty file', async () => {
    await expectRefused(new Uint8Array(0), 'EMPTY_FILE', 'This file is empty (0 bytes). Please upload the report again.');
  });

  it('refuses a file over the limit before looking at it, and accepts one exactly at it', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(52_428_800);
    const overDefault = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const error = await expectRefused(
      overDefault,
      'FILE_TOO_LARGE',
      'This file is 50.01 MB, over the 50 MB limit. Please upload a smaller PDF, for example the report split into parts.',
    );
    expect(error.details).toEqual({ byteLength: MAX_UPLOAD_BYTES + 1, maxBytes: MAX_UPLOAD_BYTES });

    const fixture = await readFixture('city_directory_01_a.pdf');
    await expectRefused(
      fixture,
      'FILE_TOO_LARGE',
      'This file is 0.02 MB, over the 0.01 MB limit. Please upload a smaller PDF, for example the report split into parts.',
      { maxBytes: 10_000 },
    );
    await expect(inspectUpload(fixture, { maxBytes: fixture.length })).resolves.toMatchObject({ pageCount: 6 });
  });

  it('names the impostors people rename to .pdf', async () => {
    await expectRefused(await makeImage('png'), 'NOT_A_PDF', notPdf('a PNG image'));
    await expectRefused(await makeImage('jpeg'), 'NOT_A_PDF', notPdf('a JPEG image'));
    await expectRefused(await readFixture('phase1_esa_02_a_no_recs.docx'), 'NOT_A_PDF', notPdf('a Word document'));
    await expectRefused(makeZip({ 'report/page1.tif': 'scan' }), 'NOT_A_PDF', notPdf('a ZIP archive'));
    await expectRefused(await readFixture('supporting_doc_02_a_open_status.txt'), 'NOT_A_PDF', notPdf('a plain text file'));
    await expectRefused(utf8('<!doctype html><html><body>Session expired</body></html>'), 'NOT_A_PDF', notPdf('a web page (HTML)'));
    const unknown = await expectRefused(
      new Uint8Array([0x00, 0x9f, 0x92, 0x96, 0x00]),
      'NOT_A_PDF',
      'This file is not a PDF. Please upload the report as a PDF.',
    );
    expect(unknown.details.detectedType).toBe('unknown');
  });

  it('refuses a truncated PDF (a fixture cut in half)', async () => {
    const fixture = await readFixture('city_directory_02_a_scanned.pdf');
    await expectRefused(fixture.subarray(0, Math.floor(fixture.length / 2)), 'CORRUPT_PDF', CORRUPT);
  });

  it('refuses a PDF whose structure cannot be read even though it ends properly', async () => {
    const error = await expectRefused(utf8('%PDF-1.7\nthis is not a document at all\n%%EOF\n'), 'CORRUPT_PDF', CORRUPT);
    expect(error.details.cause).toMatch(/invalid pdf/i);
  });

  it('refuses a PDF with no pages', async () => {
    const noPages =
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    await expectRefused(utf8(noPages), 'CORRUPT_PDF', 'This PDF has no pages. Please upload the complete report.');
  });

  it('refuses password-protected PDFs (RC4 and AES-256)', async () => {
    const rc4 = await makePdf((document) => document.text('Confidential'), { userPassword: 'secret', ownerPassword: 'owner' });
    await expectRefused(rc4, 'ENCRYPTED_PDF', ENCRYPTED);
    const aes = await makePdf((document) => document.text('Confidential'), { userPassword: 'secret', pdfVersion: '1.7ext3' });
    await expectRefused(aes, 'ENCRYPTED_PDF', ENCRYPTED);
  });

  it('accepts a PDF that only restricts editing (owner password, opens without one)', async () => {
    const restricted = await makePdf((document) => document.text('Read me'), {
      ownerPassword: 'owner',
      permissions: { modifying: false, copying: false },
    });
    await expect(inspectUpload(restricted)).resolves.toMatchObject({ pageCount: 1 });
  });
});

describe('formatMegabytes', () => {
  it('shows MB with two decimals', () => {
    expect(formatMegabytes(52_428_800)).toBe('50.00 MB');
    expect(formatMegabytes(1_572_864)).toBe('1.50 MB');
  });
});
