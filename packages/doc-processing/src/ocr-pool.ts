import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Page as TesseractPage, type Worker as TesseractWorker } from 'tesseract.js';
import { type GreyImage, toPgm } from './grey-image';

/** English data shipped in @tesseract.js-data/eng: the integer LSTM model (`4.0.0_best_int`), gzipped. */
export const ENGLISH_LANG_PATH = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

function startWorker(): Promise<TesseractWorker> {
  // A local langPath and no cache: tesseract.js never touches the network or writes files.
  return createWorker('eng', OEM.LSTM_ONLY, { langPath: ENGLISH_LANG_PATH, cacheMethod: 'none', gzip: true });
}

/**
 * Up to `size` Tesseract workers (each a worker thread with its own WebAssembly engine),
 * started when the first pages need them, reused page after page. `terminate` ends them all:
 * call it when done, or the process keeps running.
 */
export class OcrPool {
  private readonly started: Array<Promise<TesseractWorker>> = [];
  private readonly idle: TesseractWorker[] = [];
  private readonly waiting: Array<{ resolve: (worker: TesseractWorker) => void; reject: (error: Error) => void }> = [];
  private closed = false;

  constructor(private readonly size: number) {}

  /**
   * OCR of one greyscale image, handed over as PGM (Leptonica reads it without decoding). A page
   * is read in PSM 3 (AUTO), which finds columns and rows (the single-block mode reads across
   * them); a piece of a page may be read in another mode.
   */
  async recognize(image: GreyImage, dpi: number, pageSegMode: PSM = PSM.AUTO): Promise<TesseractPage> {
    const pgm = toPgm(image);
    const worker = await this.acquire();
    try {
      // Telling Tesseract the resolution saves its guess (and the warning it prints).
      await worker.setParameters({ user_defined_dpi: String(dpi), tessedit_pageseg_mode: pageSegMode });
      const { data } = await worker.recognize(pgm, {}, { blocks: true, text: false });
      return data;
    } finally {
      this.release(worker);
    }
  }

  async terminate(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('OCR pool terminated'));
    const workers = await Promise.allSettled(this.started);
    await Promise.all(workers.map((result) => (result.status === 'fulfilled' ? result.value.terminate() : undefined)));
  }

  private acquire(): Promise<TesseractWorker> {
    if (this.closed) return Promise.reject(new Error('OCR pool terminated'));
    const worker = this.idle.pop();
    if (worker) return Promise.resolve(worker);
    if (this.started.length < this.size) {
      const starting = startWorker();
      this.started.push(starting);
      return starting;
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(worker: TesseractWorker): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(worker);
    else this.idle.push(worker);
  }
}
