import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';
import { makeImage, makePdf, makeZip, utf8 } from './testing/make-files';
import { readFixture } from './testing/fixtures';

describe('detectFileType', () => {
  it('recognises a PDF by its header, even after leading junk within 1024 bytes', async () => {
    const pdf = await makePdf((document) => document.text('Hello'));
    expect(detectFileType(pdf)).toBe('pdf');
    const withJunk = new Uint8Array([...new Uint8Array(1000).fill(0x20), ...pdf]);
    expect(detectFileType(withJunk)).toBe('pdf');
    const tooFar = new Uint8Array([...new Uint8Array(1100).fill(0x20), ...pdf]);
    expect(detectFileType(tooFar)).not.toBe('pdf');
  });

  it('names image impostors', async () => {
    expect(detectFileType(await makeImage('png'))).toBe('png');
    expect(detectFileType(await makeImage('jpeg'))).toBe('jpeg');
    expect(detectFileType(utf8('GIF89a\u0001\u0000'))).toBe('gif');
    expect(detectFileType(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toBe('tiff');
  });

  it('tells Word, Excel and plain ZIP archives apart', async () => {
    expect(detectFileType(await readFixture('phase1_esa_02_a_no_recs.docx'))).toBe('docx');
    expect(detectFileType(makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBe('docx');
    expect(detectFileType(makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBe('xlsx');
    expect(detectFileType(makeZip({ 'photos/site.jpg': 'not really' }))).toBe('zip');
    expect(detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('ole');
  });

  it('recognises text, HTML, XML and RTF', async () => {
    expect(detectFileType(await readFixture('phase1_esa_03_a_hrecs_present.txt'))).toBe('text');
    expect(detectFileType(utf8('\uFEFF  <!DOCTYPE html><html><body>Login</body></html>'))).toBe('html');
    expect(detectFileType(utf8('<html lang="en"><head><title>Report</title></head></html>'))).toBe('html');
    expect(detectFileType(utf8('<?xml version="1.0"?><report/>'))).toBe('xml');
    expect(detectFileType(utf8('{\\rtf1\\ansi Report}'))).toBe('rtf');
  });

  it('gives up on binary data it does not know', () => {
    expect(detectFileType(new Uint8Array([0x00, 0x01, 0x02, 0xff, 0xfe, 0x10]))).toBe('unknown');
    expect(detectFileType(new Uint8Array([0xc3, 0x28, 0x41]))).toBe('unknown');
  });
});
