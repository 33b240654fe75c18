import fs from 'node:fs/promises';
import path from 'node:path';
import { createOfflineReviewer, type ReviewDocument } from '@groundwork/ai';
import { readTextDocument } from '@groundwork/doc-processing';
import { PDFDocument } from 'pdf-lib';
import { median } from './lib/stats';

/** The Phase I fixture a 30-page report is built from (29 pages; its last page is repeated). */
const FIXTURE = path.resolve(import.meta.dirname, '../../shared/fixtures/phase1_esa_01_a_recs_present.pdf');
const QUESTIONS = [
  'Who is the User (client) for whom the Phase I ESA was prepared?',
  'Did the assessment identify any recognized environmental conditions (RECs) at the subject property?',
  'What contaminants of concern were identified for the subject property?',
  'On what date was the site reconnaissance conducted, and by whom?',
];

export interface Phase1ReviewBenchResult {
  document: { source: string; pages: number; bytes: number };
  targetSeconds: number;
  runs: number;
  /** Median seconds: reading the text (PDFs in the isolated process), the review, both, and one question. */
  readSeconds: number;
  reviewSeconds: number;
  totalSeconds: number;
  askSeconds: number;
  decision: string;
  findings: number;
  processPeakRssMb: number;
}

/** A `pages`-page PDF: the fixture, its last page repeated until the count is reached. */
async function reportOfPages(pages: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(await fs.readFile(FIXTURE));
  const document = await PDFDocument.create();
  const indexes = Array.from({ length: pages }, (_, index) => Math.min(index, source.getPageCount() - 1));
  for (const page of await document.copyPages(source, indexes)) document.addPage(page);
  return document.save();
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** Seconds to review a Phase I PDF offline, upload bytes to result: text reading (isolated) + the offline engine. */
export async function benchPhase1Review({ pages = 30, runs = 3 }: { pages?: number; runs?: number } = {}): Promise<Phase1ReviewBenchResult> {
  const bytes = await reportOfPages(pages);
  const reviewer = createOfflineReviewer();
  const timings = { read: [] as number[], review: [] as number[], total: [] as number[], ask: [] as number[] };
  let last: { decision: string; findings: number } = { decision: '', findings: 0 };
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const text = await readTextDocument(bytes, { name: 'report.pdf' });
    const read = performance.now();
    const document: ReviewDocument = { documentId: 'bench', name: 'report.pdf', format: text.format, pages: text.pages };
    const result = await reviewer.review(document);
    const done = performance.now();
    for (const question of QUESTIONS) await reviewer.ask([document], question);
    const asked = performance.now();
    timings.read.push(read - started);
    timings.review.push(done - read);
    timings.total.push(done - started);
    timings.ask.push((asked - done) / QUESTIONS.length);
    last = { decision: result.decision, findings: result.findings.length };
  }
  return {
    document: { source: `${path.basename(FIXTURE)}, last page repeated to ${pages} pages`, pages, bytes: bytes.byteLength },
    targetSeconds: 5,
    runs,
    readSeconds: seconds(median(timings.read)),
    reviewSeconds: seconds(median(timings.review)),
    totalSeconds: seconds(median(timings.total)),
    askSeconds: seconds(median(timings.ask)),
    ...last,
    processPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}
