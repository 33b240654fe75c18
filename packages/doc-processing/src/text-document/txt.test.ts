import { describe, expect, it } from 'vitest';
import { IntakeError } from '../errors';
import { utf8 } from '../testing/make-files';
import { readTextDocument } from './index';

const utf16 = (text: string, endian: 'le' | 'be') => {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le');
  if (endian === 'be') bytes.swap16();
  return new Uint8Array(bytes);
};

async function refusal(bytes: Uint8Array, name?: string): Promise<IntakeError> {
  const error = await readTextDocument(bytes, { name }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

describe('readTextDocument on plain text', () => {
  it('splits pages on form feeds and drops one trailing empty page', async () => {
    const document = await readTextDocument(utf8('Cover\n\fPage two\nline 2\f\fPage four\n\f\n'));
    expect(document).toEqual({
      format: 'txt',
      pageCount: 4,
      pages: [
        { page: 1, text: 'Cover\n' },
        { page: 2, text: 'Page two\nline 2' },
        { page: 3, text: '' },
        { page: 4, text: 'Page four\n' },
      ],
      warnings: ['Page 3 has no text; quotes cannot cite it.'],
    });
  });

  it('makes CRLF and CR line ends LF', async () => {
    const document = await readTextDocument(utf8('One\r\nTwo\rThree\r\n\fFour'));
    expect(document.pages.map((page) => page.text)).toEqual(['One\nTwo\nThree\n', 'Four']);
  });

  it('strips a UTF-8 byte order mark', async () => {
    const document = await readTextDocument(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Café')]));
    expect(document.pages[0]!.text).toBe('Café');
  });

  it.each(['le', 'be'] as const)('reads UTF-16 %s with its byte order mark', async (endian) => {
    const document = await readTextDocument(utf16('Résumé “quoted”\r\n\fPage 2', endian), { name: 'report.txt' });
    expect(document.format).toBe('txt');
    expect(document.pages.map((page) => page.text)).toEqual(['Résumé “quoted”\n', 'Page 2']);
  });

  it('falls back to Windows-1252', async () => {
    const document = await readTextDocument(new Uint8Array([...utf8('Caf'), 0xe9, 0x20, 0x93, ...utf8('ok'), 0x94]));
    expect(document.pages[0]!.text).toBe('Café “ok”');
  });
});

describe('readTextDocument refuses text it cannot use', () => {
  it('an empty file', async () => {
    const error = await refusal(new Uint8Array(0), 'report.txt');
    expect(error.code).toBe('EMPTY_FILE');
    expect(error.message).toBe('This file is empty (0 bytes). Please upload the report again.');
  });

  it('a file over the size limit', async () => {
    const error = await readTextDocument(utf8('abc'), { maxBytes: 2 }).catch((caught: unknown) => caught);
    expect((error as IntakeError).code).toBe('FILE_TOO_LARGE');
  });

  it('a file of whitespace and form feeds', async () => {
    const error = await refusal(utf8(' \n\f\n\f  '), 'report.txt');
    expect(error.code).toBe('NOTHING_RECOGNISED');
    expect(error.message).toBe('"report.txt" contains no readable text. Please upload the report itself, as a PDF, Word or plain text file.');
  });

  it('binary junk', async () => {
    const junk = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 256);
    const error = await refusal(junk, 'report.txt');
    expect(error.code).toBe('UNSUPPORTED_FORMAT');
    expect(error.message).toContain('"report.txt" is not a text document');
  });

  it('a web page', async () => {
    const error = await refusal(utf8('<!DOCTYPE html><html><body>Report</body></html>'));
    expect(error.message).toBe(
      'This file looks like a web page (HTML), not a PDF, Word or text document. Please upload the report as a PDF, Word (.docx or .doc) or plain text file.',
    );
  });
});
