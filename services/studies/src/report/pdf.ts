import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The PDF of the report is the Word report converted by LibreOffice (`soffice --headless
 * --convert-to pdf`): the PDF the client reads is exactly the document the EP edits, with one
 * writer behind both. About a second a report here (TOOLCHAIN.md, measured in the bench). Each
 * conversion runs in its own folder with its own LibreOffice profile, so conversions in parallel
 * (several workers on one machine) never share a profile lock.
 */

export const DEFAULT_PDF_TIMEOUT_MS = 60_000;

export class PdfConversionError extends Error {}

export interface PdfOptions {
  /** The LibreOffice binary (`soffice` on PATH by default). */
  sofficePath?: string;
  timeoutMs?: number;
}

export async function docxToPdf(docx: Buffer, { sofficePath = 'soffice', timeoutMs = DEFAULT_PDF_TIMEOUT_MS }: PdfOptions = {}): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'groundwork-pdf-'));
  try {
    const input = path.join(dir, 'report.docx');
    await writeFile(input, docx);
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    await new Promise<void>((resolve, reject) => {
      execFile(
        sofficePath,
        [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--nologo', '--convert-to', 'pdf', '--outdir', dir, input],
        { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (!error) return resolve();
          const reason =
            (error as NodeJS.ErrnoException).code === 'ENOENT'
              ? `LibreOffice was not found at "${sofficePath}": install it (Debian: apt-get install libreoffice-writer-nogui) or set SOFFICE_PATH.`
              : error.killed
                ? `LibreOffice did not convert the report within ${Math.round(timeoutMs / 1000)} s.`
                : `LibreOffice could not convert the report: ${String(stderr).trim().slice(0, 300) || error.message}`;
          reject(new PdfConversionError(reason));
        },
      );
    });
    const pdf = await readFile(path.join(dir, 'report.pdf')).catch(() => null);
    if (pdf?.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PdfConversionError('LibreOffice wrote no PDF for the report.');
    return pdf;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
