import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Upload } from '@aws-sdk/lib-storage';
import { PHASE1_MAX_FILES_PER_UPLOAD, type Phase1FileFormat } from '@groundwork/contracts';
import { detectFileType, FILE_TYPE_LABELS, formatMegabytes, type DetectedFileType } from '@groundwork/doc-processing';
import { AppError, badRequest, deleteObjects, type ObjectStore } from '@groundwork/service-kit';
import busboy from 'busboy';
import type { UploadLimits } from '../context';
import { documentContentType } from '../repositories';

/** A report stored in full, ready to be recorded. */
export interface ReceivedFile {
  documentId: string;
  name: string;
  size: number;
  format: Phase1FileFormat;
  key: string;
}

export interface ReceiveOptions {
  store: ObjectStore;
  limits: UploadLimits;
  /** Where a document's bytes go. */
  keyOf: (file: { documentId: string; name: string }) => string;
}

/** The form fields a file may come in (browsers and clients name the repeated field differently). */
const FILE_FIELDS = new Set(['files', 'file', 'files[]']);
/** Enough of the start of a file to tell what it is (a .docx names its `word/` parts near its start). */
const SNIFF_BYTES = 64 * 1024;
const NAME_MAX_CHARS = 300;

const FORMATS: Partial<Record<DetectedFileType, Phase1FileFormat>> = { pdf: 'pdf', docx: 'docx', ole: 'doc', text: 'txt' };

const tooManyFiles = (maxFiles: number) =>
  badRequest(
    maxFiles === PHASE1_MAX_FILES_PER_UPLOAD ? 'Maximum 20 files allowed per upload' : `Maximum ${maxFiles} files allowed per upload`,
    { maxFiles },
    'TOO_MANY_FILES',
  );
const noFiles = () => badRequest('Please select at least one Phase 1 report to analyze', undefined, 'NO_FILES');
const emptyFile = (name: string) => badRequest(`${name} is empty; choose the report itself.`, { name }, 'EMPTY_FILE');
const fileTooLarge = (name: string, size: number, maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `${name} is ${formatMegabytes(size)}; the limit is ${formatMegabytes(maxBytes)} per file.`, { name, size, maxBytes });
function unsupportedType(name: string, detected: DetectedFileType) {
  const label = detected === 'pdf' || detected === 'unknown' ? null : FILE_TYPE_LABELS[detected];
  const what = label ? `${name} looks like ${label}` : `${name} is not a PDF, Word or text file`;
  return new AppError(415, 'UNSUPPORTED_FILE_TYPE', `${what}; upload a PDF, Word (.doc, .docx) or text file.`, { name, detectedType: detected });
}

/** Control characters: never part of a stored name or a header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name fit for a key and a header: no folders, no control characters, at most 300 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop()!.replace(CONTROL_CHARACTERS, '').trim();
  return (base || 'report').slice(0, NAME_MAX_CHARS);
}

/**
 * Receives the multipart body of an upload, streaming each report to storage as it arrives (never
 * holding a whole file): recognises it by its first bytes, counts its size, and refuses the whole
 * upload (deleting what it stored) when any file is refused, there are too many or none. The rest
 * of a refused request is read and dropped so the client hears the answer.
 */
export async function receiveUploads(request: Request, { store, limits, keyOf }: ReceiveOptions): Promise<ReceivedFile[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected Content-Type: multipart/form-data with the reports in `files`');
  }
  const stored: ReceivedFile[] = [];
  const pending: Array<Promise<void>> = [];
  let fileCount = 0;
  let refusal: unknown = null;
  const refuse = (error: unknown) => {
    refusal ??= error;
  };

  const parser = multipartParser(contentType, limits.maxFiles);
  parser.on('file', (field, file, info) => {
    if (!FILE_FIELDS.has(field)) {
      file.resume();
      return;
    }
    fileCount += 1;
    if (fileCount > limits.maxFiles || refusal) {
      file.resume();
      return;
    }
    const name = cleanFileName(info.filename);
    const position = fileCount - 1;
    pending.push(
      storeFile(file, { name, store, limits, keyOf }).then(
        (received) => {
          if (received instanceof AppError) refuse(received);
          else stored[position] = received;
        },
        (err: unknown) => refuse(err),
      ),
    );
  });
  try {
    await pipeline(Readable.fromWeb(request.body as never), parser);
  } catch (err) {
    // The body itself failed (too large, cut off, not multipart): that is the answer, whatever a file saw.
    refusal = err instanceof AppError ? err : invalidMultipart();
  }
  await Promise.all(pending);

  // A file's storage may finish after the next one's: each keeps its place in the form.
  const files = stored.filter((file) => file !== undefined);
  const error = fileCount > limits.maxFiles ? tooManyFiles(limits.maxFiles) : (refusal ?? (fileCount === 0 ? noFiles() : null));
  if (error) {
    await deleteObjects(
      store,
      files.map((file) => file.key),
    );
    throw error;
  }
  return files;
}

const invalidMultipart = () => badRequest('The upload is not a valid multipart form.', undefined, 'INVALID_MULTIPART');

/** busboy for this body: a few small fields besides the files; a form without a boundary is 400. */
function multipartParser(contentType: string, maxFiles: number) {
  try {
    return busboy({ headers: { 'content-type': contentType }, limits: { fields: 20, fieldSize: 1024, parts: maxFiles * 2 + 40 } });
  } catch {
    throw invalidMultipart();
  }
}

/** Reads what is left of a file and drops it (busboy waits for every file to be read). */
async function drain(chunks: AsyncIterator<Buffer>): Promise<number> {
  let size = 0;
  for (;;) {
    const next = await chunks.next().catch((): IteratorResult<Buffer> => ({ done: true, value: undefined }));
    if (next.done) return size;
    size += next.value.length;
  }
}

/** The start of a file as read to tell its type, and whether that was all of it. */
interface FileHead {
  head: Buffer[];
  size: number;
  ended: boolean;
}

/** The first bytes of a file (up to SNIFF_BYTES), and whether that was all of it. */
async function readHead(chunks: AsyncIterator<Buffer>): Promise<FileHead> {
  const head: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head, size, ended: true };
    head.push(next.value);
    size += next.value.length;
  }
  return { head, size, ended: false };
}

/**
 * Streams one file to storage. Answers the stored file, or the AppError refusing it (its type,
 * its size or emptiness) once the file was read to its end; nothing of a refused file stays stored.
 */
async function storeFile(
  file: Readable,
  { name, store, limits, keyOf }: { name: string; store: ObjectStore; limits: UploadLimits; keyOf: ReceiveOptions['keyOf'] },
): Promise<ReceivedFile | AppError> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const fileHead = await readHead(chunks);
    if (fileHead.size === 0) return emptyFile(name);
    const detected = detectFileType(Buffer.concat(fileHead.head));
    const format = FORMATS[detected];
    if (!format) {
      if (!fileHead.ended) await drain(chunks);
      return unsupportedType(name, detected);
    }
    const documentId = randomUUID();
    const key = keyOf({ documentId, name });
    const stored = await streamToStorage(chunks, fileHead, { store, key, format, maxBytes: limits.maxFileBytes });
    if (stored.tooLarge) return fileTooLarge(name, stored.size, limits.maxFileBytes);
    return { documentId, name, size: stored.size, format, key };
  } catch (err) {
    await drain(chunks);
    throw err;
  }
}

/** Writes the file into `body` as it arrives, up to `maxBytes`: answers the bytes read and whether it went past them. */
async function copyUpTo(
  chunks: AsyncIterator<Buffer>,
  body: PassThrough,
  uploaded: Promise<unknown>,
  { head, size: headSize, ended }: FileHead,
  maxBytes: number,
) {
  const write = async (chunk: Buffer) => {
    if (!body.write(chunk)) await Promise.race([once(body, 'drain'), uploaded]);
  };
  let size = headSize;
  if (size > maxBytes) return { size, tooLarge: true };
  for (const chunk of head) await write(chunk);
  while (!ended) {
    const next = await chunks.next();
    if (next.done) break;
    size += next.value.length;
    if (size > maxBytes) return { size, tooLarge: true };
    await write(next.value);
  }
  return { size, tooLarge: false };
}

/**
 * Uploads the file (its head, then the rest) as it arrives. Past `maxBytes`, or when anything
 * fails, the upload is aborted (no multipart upload left open) and the object deleted; the rest of
 * a file too large is only counted.
 */
async function streamToStorage(
  chunks: AsyncIterator<Buffer>,
  fileHead: FileHead,
  { store, key, format, maxBytes }: { store: ObjectStore; key: string; format: Phase1FileFormat; maxBytes: number },
): Promise<{ size: number; tooLarge: boolean }> {
  const body = new PassThrough();
  const upload = new Upload({ client: store.client, params: { Bucket: store.bucket, Key: key, Body: body, ContentType: documentContentType(format) } });
  const uploaded = upload.done();
  uploaded.catch(() => {});
  const discard = async () => {
    await upload.abort().catch(() => {});
    body.destroy();
    await deleteObjects(store, [key]).catch(() => {});
  };
  let copied: { size: number; tooLarge: boolean };
  try {
    copied = await copyUpTo(chunks, body, uploaded, fileHead, maxBytes);
    if (!copied.tooLarge) {
      body.end();
      await uploaded;
      return copied;
    }
  } catch (err) {
    await discard();
    throw err;
  }
  await discard();
  return { size: copied.size + (await drain(chunks)), tooLarge: true };
}
