/** What a file's bytes look like, whatever its name says. */
export type DetectedFileType =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'tiff'
  | 'bmp'
  | 'webp'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'zip'
  | 'ole'
  | 'rtf'
  | 'postscript'
  | 'html'
  | 'xml'
  | 'text'
  | 'unknown';

/** How a consultant would name each kind, completing "it looks like ...". */
export const FILE_TYPE_LABELS: Record<Exclude<DetectedFileType, 'pdf' | 'unknown'>, string> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  tiff: 'a TIFF image',
  bmp: 'a BMP image',
  webp: 'a WebP image',
  docx: 'a Word document',
  xlsx: 'an Excel workbook',
  pptx: 'a PowerPoint presentation',
  zip: 'a ZIP archive',
  ole: 'an older Microsoft Office document (.doc or .xls)',
  rtf: 'a Rich Text (RTF) document',
  postscript: 'a PostScript file',
  html: 'a web page (HTML)',
  xml: 'an XML file',
  text: 'a plain text file',
};

/** PDF readers accept the header anywhere in the first 1024 bytes (some writers put junk before it). */
const PDF_HEADER_WINDOW = 1024;
const TEXT_SAMPLE_BYTES = 4096;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function indexOfAscii(bytes: Uint8Array, text: string, limit = bytes.length): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(limit, bytes.length)).indexOf(text, 0, 'latin1');
}

function zipKind(bytes: Uint8Array): DetectedFileType {
  // Entry names sit in the local headers and again in the central directory at the end.
  if (indexOfAscii(bytes, 'word/') >= 0) return 'docx';
  if (indexOfAscii(bytes, 'xl/') >= 0) return 'xlsx';
  if (indexOfAscii(bytes, 'ppt/') >= 0) return 'pptx';
  return 'zip';
}

function textKind(bytes: Uint8Array): DetectedFileType {
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    return 'unknown';
  }
  // Control characters other than tab, line feed, form feed and carriage return mean binary data.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded)) return 'unknown';
  const head = decoded
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (head.startsWith('<!doctype html') || /<(html|head|body)[\s>]/.test(head)) return 'html';
  if (head.startsWith('<?xml')) return 'xml';
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (head.startsWith('%!ps')) return 'postscript';
  return 'text';
}

/** Recognises a file by its content: PDF and the impostors people upload instead. */
export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (indexOfAscii(bytes, '%PDF-', PDF_HEADER_WINDOW) >= 0) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length > 14 && bytes[6] === 0 && bytes[7] === 0) return 'bmp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return zipKind(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  return textKind(bytes);
}
