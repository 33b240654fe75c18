import { MAX_UPLOAD_BYTES } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { checkUploadFile } from './check-upload-file';

describe('checkUploadFile', () => {
  const pdf = { name: 'report.pdf', type: 'application/pdf', size: 1234 };

  it('accepts a PDF, or a .pdf name when the browser gives no type', () => {
    expect(checkUploadFile(pdf)).toEqual({ ok: true });
    expect(checkUploadFile({ name: 'REPORT.PDF', type: '', size: 10 })).toEqual({ ok: true });
    expect(checkUploadFile({ ...pdf, size: MAX_UPLOAD_BYTES })).toEqual({ ok: true });
  });

  it('refuses other types with the spec messages', () => {
    const refusal = { ok: false, title: 'Invalid File Type', description: 'Please select a PDF file.' };
    expect(checkUploadFile({ name: 'photo.png', type: 'image/png', size: 10 })).toEqual(refusal);
    expect(checkUploadFile({ name: 'renamed.pdf', type: 'text/plain', size: 10 })).toEqual(refusal);
    expect(checkUploadFile({ name: 'notes', type: '', size: 10 })).toEqual(refusal);
  });

  it('refuses an empty file and one over 50 MB as Invalid File', () => {
    expect(checkUploadFile({ ...pdf, size: 0 })).toEqual({ ok: false, title: 'Invalid File', description: 'The selected file is empty.' });
    expect(checkUploadFile({ ...pdf, size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      title: 'Invalid File',
      description: 'The selected file is larger than 50 MB.',
    });
    expect(MAX_UPLOAD_BYTES).toBe(52_428_800);
  });
});
