import { describe, expect, it } from 'vitest';
import { safeObjectName } from './upload-url';

describe('safeObjectName', () => {
  it('keeps letters, digits, dot, dash and underscore; drops folders and leading dots', () => {
    expect(safeObjectName('City Directory (1987).pdf')).toBe('City_Directory_1987_.pdf');
    expect(safeObjectName('C:\\scans\\report.pdf')).toBe('report.pdf');
    expect(safeObjectName('../../etc/passwd')).toBe('passwd');
    expect(safeObjectName('.hidden.pdf')).toBe('hidden.pdf');
    expect(safeObjectName('Café Süd.pdf')).toBe('Cafe_Sud.pdf');
  });

  it('never answers an empty name and keeps the end of a long one', () => {
    expect(safeObjectName('///')).toBe('upload.pdf');
    expect(safeObjectName('   ')).toBe('upload.pdf');
    const long = safeObjectName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
