import path from 'node:path';

/**
 * The services' job workers: `src/worker.ts` of each service, as many as its count variable says
 * (default 1, 0 to 16). Each worker gets its service's environment and its id in `idVar`; it is
 * ready once it logs the pino line whose `msg` is `readyMessage`.
 */
export const workerApps = [
  {
    name: 'studies',
    dir: 'services/studies',
    entry: path.join('src', 'worker.ts'),
    countVar: 'STUDIES_WORKERS',
    idVar: 'STUDIES_WORKER_ID',
    idPrefix: 'worker',
    defaultCount: 1,
    maxCount: 16,
    readyMessage: 'studies worker ready',
  },
  {
    name: 'review',
    dir: 'services/review',
    entry: path.join('src', 'worker.ts'),
    countVar: 'REVIEW_WORKERS',
    idVar: 'REVIEW_WORKER_ID',
    idPrefix: 'review-worker',
    defaultCount: 1,
    maxCount: 16,
    readyMessage: 'review worker ready',
  },
];

/** The studies service's job workers (STUDIES_WORKERS). */
export const studiesWorkerApp = workerApps[0];
/** The review service's job workers (REVIEW_WORKERS). */
export const reviewWorkerApp = workerApps[1];

/**
 * How many workers of `app` to run: `count` when given, else its count variable of `env`, else
 * its default. Throws one clear message for anything but a whole number from 0 to its maximum.
 */
export function workerCount(app, count, env = process.env) {
  const { countVar, defaultCount, maxCount } = app;
  const raw = count ?? env[countVar];
  if (raw === undefined || raw === '') return defaultCount;
  const text = String(raw).trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(value) || value > maxCount) {
    throw new Error(`${countVar} must be a whole number from 0 to ${maxCount}, got "${raw}"`);
  }
  return value;
}

/** The workers' ids, `<idPrefix>-1` ... `<idPrefix>-<count>`: their id variable and their name in the logs. */
export const workerIds = (app, count) => Array.from({ length: count }, (_, index) => `${app.idPrefix}-${index + 1}`);

/** True for the worker's pino line `{ ..., "msg": "<app's ready message>" }`. */
export function isWorkerReadyLine(line, app = studiesWorkerApp) {
  if (!line.startsWith('{')) return false;
  try {
    return JSON.parse(line).msg === app.readyMessage;
  } catch {
    return false;
  }
}

/**
 * Resolves once `ready` does; rejects after `timeoutMs` with what the worker was waited for.
 * (A worker that exits first is reported by the platform's exit watch.)
 */
export async function waitForReady(ready, { timeoutMs, readyMessage = studiesWorkerApp.readyMessage }) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it did not log "${readyMessage}" within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
