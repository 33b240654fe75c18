import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_EXTRACTION_TIMEOUT_MS, DEFAULT_PAGE_TIMEOUT_MS, defaultMemoryMb, extractionTimeoutError, memoryLimitError, pageTimeoutError } from '../limits';
import { isIntakeError } from '../errors';
import type { IntakeProgress, IntakeResult } from '../types';
import { readProcessMemory } from './process-memory';
import { deserializeError, type ChildMessage, type ExtractionRequest } from './protocol';

export interface ExtractionLimits {
  /** One page: from starting it (text layer, rendering, OCR) to its result (default 60 s). */
  pageTimeoutMs: number;
  /** The whole run: start-up, intake and the study's step (default 15 min). */
  extractionTimeoutMs: number;
  /** Resident memory of the process (its V8 heap is capped at the same figure; default `defaultMemoryMb(concurrency)`). */
  memoryMb: number;
}

/** The limits a run gets where the caller sets none; memory follows the OCR workers it may start. */
export function defaultExtractionLimits(request: ExtractionRequest): ExtractionLimits {
  const ocrWorkers = 'pdf' in request && request.intake?.ocr !== false ? (request.intake?.concurrency ?? os.availableParallelism()) : 0;
  return { pageTimeoutMs: DEFAULT_PAGE_TIMEOUT_MS, extractionTimeoutMs: DEFAULT_EXTRACTION_TIMEOUT_MS, memoryMb: defaultMemoryMb(ocrWorkers) };
}

export interface RunExtractionOptions {
  limits?: Partial<ExtractionLimits>;
  onProgress?: (progress: IntakeProgress) => void;
  /** Aborting kills the process and rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ExtractionRun {
  intake: IntakeResult;
  /** What the study's step returned; null without one. */
  study: unknown;
  ms: number;
  /** The most memory (RSS) the process was seen using; null where /proc is missing. */
  peakRssMb: number | null;
}

const MEMORY_CHECK_MS = 100;
const STDERR_TAIL_CHARS = 4000;
const HEAP_EXHAUSTED = /heap out of memory|Reached heap limit/;

const require = createRequire(import.meta.url);
// The TypeScript sources run as they are: the process loads tsx's loader itself, so it starts
// the same under tsx, vitest or any other runner of the caller.
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const CHILD_ENTRY = fileURLToPath(new URL('./child.ts', import.meta.url));

function startChild(memoryMb: number): ChildProcess {
  return spawn(process.execPath, [`--max-old-space-size=${memoryMb}`, '--import', TSX_LOADER, CHILD_ENTRY], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
}

/** One isolated run: its process, timers and watchdog, settled once by the first of result, limit or exit. */
class LimitedRun {
  private readonly child: ChildProcess;
  private readonly started = performance.now();
  private readonly pageTimers = new Map<number, NodeJS.Timeout>();
  private readonly timers: NodeJS.Timeout[] = [];
  private peakRssMb: number | null = null;
  private stderr = '';
  private settled = false;
  readonly done: Promise<{ intake: IntakeResult | null; study: unknown }>;
  private resolve!: (value: { intake: IntakeResult | null; study: unknown }) => void;
  private reject!: (error: unknown) => void;

  constructor(
    private readonly limits: ExtractionLimits,
    private readonly onProgress: RunExtractionOptions['onProgress'],
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.child = startChild(limits.memoryMb);
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    this.child.on('message', (message: ChildMessage) => this.onMessage(message));
    this.child.on('error', (error) => this.fail(error));
    this.child.on('exit', (code, signal) => this.onExit(code, signal));
    this.timers.push(
      setTimeout(() => this.fail(extractionTimeoutError(limits.extractionTimeoutMs)), limits.extractionTimeoutMs),
      setInterval(() => void this.checkMemory(), MEMORY_CHECK_MS),
    );
  }

  send(request: ExtractionRequest): void {
    this.child.send(request, (error) => {
      if (error) this.fail(error);
    });
  }

  get stats() {
    return { ms: Math.round(performance.now() - this.started), peakRssMb: this.peakRssMb };
  }

  fail(error: unknown): void {
    this.settle(() => this.reject(error));
  }

  private onMessage(message: ChildMessage): void {
    if (message.type === 'page-start') {
      const { pageNumber } = message;
      this.pageTimers.set(
        pageNumber,
        setTimeout(() => this.fail(pageTimeoutError(pageNumber, this.limits.pageTimeoutMs)), this.limits.pageTimeoutMs),
      );
    } else if (message.type === 'progress') {
      clearTimeout(this.pageTimers.get(message.progress.pageNumber));
      this.pageTimers.delete(message.progress.pageNumber);
      this.onProgress?.(message.progress);
    } else if (message.type === 'done') {
      this.settle(() => this.resolve({ intake: message.intake, study: message.study }));
    } else {
      this.fail(deserializeError(message.error));
    }
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.settled) return;
    if (HEAP_EXHAUSTED.test(this.stderr)) {
      this.fail(memoryLimitError(this.limits.memoryMb, this.peakRssMb ?? undefined));
      return;
    }
    const reason = this.stderr.trim().split('\n').slice(-3).join(' ') || 'no output';
    this.fail(new Error(`The extraction process ended unexpectedly (exit code ${code}, signal ${signal}): ${reason}`));
  }

  private async checkMemory(): Promise<void> {
    const pid = this.child.pid;
    const memory = pid === undefined || this.settled ? null : await readProcessMemory(pid);
    if (!memory) return;
    this.peakRssMb = Math.max(this.peakRssMb ?? 0, memory.peakRssMb);
    if (memory.rssMb > this.limits.memoryMb) this.fail(memoryLimitError(this.limits.memoryMb, this.peakRssMb));
  }

  /** First outcome wins; the process is killed either way (after a result it has nothing left to do). */
  private settle(outcome: () => void): void {
    if (this.settled) return;
    this.settled = true;
    for (const timer of [...this.timers, ...this.pageTimers.values()]) clearTimeout(timer);
    this.child.kill('SIGKILL');
    outcome();
  }
}

const withoutUndefined = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * Runs an extraction (a PDF's intake and then a study's step, or a study's step on an intake)
 * in a child process of its own, killed when it overruns a limit: a page taking longer than
 * `pageTimeoutMs`, the whole run longer than `extractionTimeoutMs`, or the process using more
 * than `memoryMb` (RSS, checked every 100 ms on Linux; its V8 heap is capped at the same
 * figure). A limit rejects with an IntakeError naming it (PAGE_TIMEOUT, EXTRACTION_TIMEOUT,
 * MEMORY_LIMIT), final like a bad file; the extraction's own errors come back as thrown
 * (IntakeError, RangeError, Error). The caller's process only waits: its event loop stays free
 * (heartbeats, other work) and a killed extraction leaves nothing behind.
 */
export async function runExtraction(request: ExtractionRequest, { limits, onProgress, signal }: RunExtractionOptions = {}): Promise<ExtractionRun> {
  signal?.throwIfAborted();
  const run = new LimitedRun({ ...defaultExtractionLimits(request), ...withoutUndefined(limits) }, onProgress);
  const abort = () => run.fail(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  run.send(request);
  try {
    const { intake, study } = await run.done;
    return { intake: intake ?? (request as { intakeResult: IntakeResult }).intakeResult, study, ...run.stats };
  } catch (error) {
    // For the caller's log: how much memory the run had taken when it ended.
    if (isIntakeError(error) && run.stats.peakRssMb !== null) error.details.peakRssMb ??= run.stats.peakRssMb;
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
