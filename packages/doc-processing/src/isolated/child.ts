// The isolated extraction process (`run-extraction.ts` starts it): receives one request over IPC,
// reports each page as it starts and ends, answers the intake and the study's output, and exits
// when its parent goes away.
import { extractPages } from '../extract-pages';
import type { IntakeResult } from '../types';
import { serializeError, type ChildMessage, type ExtractionRequest, type StudyStep } from './protocol';

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

/** A step is called with the intake, its input and the document itself when there is one (a study that reads images, not only text). */
async function runStudy(step: StudyStep, intake: IntakeResult, pdf: Uint8Array | null): Promise<unknown> {
  const module = (await import(step.module)) as Record<string, unknown>;
  const run = module[step.export];
  if (typeof run !== 'function') throw new Error(`${step.module} has no function ${step.export}`);
  return run(intake, step.input, { pdf });
}

async function handle(request: ExtractionRequest): Promise<ChildMessage> {
  try {
    if ('intakeResult' in request) return { type: 'done', intake: null, study: await runStudy(request.study, request.intakeResult, null) };
    const intake = await extractPages(request.pdf, {
      ...request.intake,
      onPageStart: (pageNumber) => void send({ type: 'page-start', pageNumber }),
      onProgress: (progress) => void send({ type: 'progress', progress }),
    });
    return { type: 'done', intake, study: request.study ? await runStudy(request.study, intake, request.pdf) : null };
  } catch (error) {
    return { type: 'failed', error: serializeError(error) };
  }
}

process.on('disconnect', () => process.exit(0));
process.once('message', (request: ExtractionRequest) => {
  void handle(request).then(send);
});
