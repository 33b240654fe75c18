import { IntakeError } from '../errors';
import { fileLabel, splitFormFeeds, textDocument, type TextDocument } from './document';

/** Decoded text with more control characters than this share (besides tab, line feed, form feed, carriage return) is binary data. */
const MAX_CONTROL_SHARE = 0.01;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Windows-1252's characters for bytes 0x80-0x9F (Node's TextDecoder reads them as Latin-1 control codes); unassigned bytes stay as they are. */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 (with or without BOM), UTF-16 with its BOM, else Windows-1252 (which also reads Latin-1). */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  // TextDecoder drops a UTF-8 BOM by itself.
  return decodeUtf8(bytes) ?? decodeWindows1252(bytes);
}

function looksBinary(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const controls = text.match(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g)?.length ?? 0;
  return text.includes('\u0000') || controls > text.length * MAX_CONTROL_SHARE;
}

function binaryError(name: string | undefined): IntakeError {
  return new IntakeError(
    'UNSUPPORTED_FORMAT',
    `${fileLabel(name)} is not a text document: its content is binary data. Please upload the report as a PDF, Word (.docx or .doc) or plain text file.`,
    { detectedType: 'unknown' },
  );
}

/** A plain text report: pages split on form feeds, line ends made '\n'. */
export function readTxt(bytes: Uint8Array, name?: string): TextDocument {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  if (looksBinary(text)) throw binaryError(name);
  const pages = splitFormFeeds(text.replace(/\r\n?/g, '\n'));
  return textDocument('txt', pages, [], name);
}
