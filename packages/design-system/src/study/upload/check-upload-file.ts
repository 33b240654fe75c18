import { MAX_UPLOAD_BYTES, PDF_CONTENT_TYPE } from '@groundwork/contracts';
import { UPLOAD_MESSAGES } from '../study-copy';

/** What the browser knows of a picked file (a `File` fits). */
export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export type UploadCheck = { ok: true } | { ok: false; title: string; description: string };

/**
 * Whether a picked file may be uploaded: a PDF by its content type (or, when the browser gives
 * none, by its `.pdf` name), not empty and at most MAX_UPLOAD_BYTES. The server checks the bytes
 * again: this only spares the user a pointless upload.
 */
export function checkUploadFile(file: UploadCandidate): UploadCheck {
  const declaredPdf = file.type === PDF_CONTENT_TYPE;
  const namedPdf = file.type === '' && /\.pdf$/i.test(file.name);
  if (!declaredPdf && !namedPdf) {
    return { ok: false, title: UPLOAD_MESSAGES.invalidFileTypeTitle, description: UPLOAD_MESSAGES.notPdf };
  }
  if (file.size <= 0) return { ok: false, title: UPLOAD_MESSAGES.invalidFileTitle, description: UPLOAD_MESSAGES.empty };
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, title: UPLOAD_MESSAGES.invalidFileTitle, description: UPLOAD_MESSAGES.tooLarge };
  }
  return { ok: true };
}
