import { describe, expect, it } from 'vitest';
import { cleanFileName } from './receive-uploads';

describe('cleanFileName', () => {
  it('keeps the name a browser sent, without folders or control characters', () => {
    expect(cleanFileName('Phase I ESA - 2440 Factory St.pdf')).toBe('Phase I ESA - 2440 Factory St.pdf');
    expect(cleanFileName('C:\\reports\\esa.pdf')).toBe('esa.pdf');
    expect(cleanFileName('../../etc/esa.docx')).toBe('esa.docx');
    expect(cleanFileName('esa\r\n.pdf')).toBe('esa.pdf');
  });

  it('names a nameless file "report" and cuts a long one at 300 characters', () => {
    expect(cleanFileName(undefined)).toBe('report');
    expect(cleanFileName('  ')).toBe('report');
    expect(cleanFileName(`${'a'.repeat(400)}.pdf`)).toHaveLength(300);
  });
});
