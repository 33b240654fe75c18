import path from 'node:path';

/** The studies service's job workers: `src/worker.ts` of services/studies, as many as STUDIES_WORKERS. */
export const studiesWorkerApp = {
  dir: 'services/studies',
  entry: path.join('src', 'worker.ts'),
  countVar: 'STUDIES_WORKERS',
  defaultCount: 1,
  maxCount: 16,
  /** The `msg` of the pino line a worker logs once it polls the queue. */
  readyMessage: 'studies worker ready',
};

/**
 * How many studies workers to run: `count` when given, else STUDIES_WORKERS of `env`, else 1.
 * Throws one clear message for anything but a whole number from 0 to 16.
 */
export function studiesWorkerCount(count, env = process.env) {
  const { countVar, defaultCount, maxCount } = studiesWorkerApp;
  const raw = count ?? env[countVar];
  if (raw === undefined || raw === '') return defaultCount;
  const text = String(raw).trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(value) || value > maxCount) {
    throw new Error(`${countVar} must be a whole number from 0 to ${maxCount}, got "${raw}"`);
  }
  return value;
}

/** The workers' ids, `worker-1` ... `worker-<count>`: their STUDIES_WORKER_ID and their name in the logs. */
export const studiesWorkerIds = (count) => Array.from({ length: count }, (_, index) => `worker-${index + 1}`);

/** True for the worker's pino line `{ ..., "msg": "studies worker ready" }`. */
export function isWorkerReadyLine(line) {
  if (!line.startsWith('{')) return false;
  try {
    return JSON.parse(line).msg === studiesWorkerApp.readyMessage;
  } catch {
    return false;
  }
}

/**
 * Resolves once `ready` does; rejects after `timeoutMs` with what the worker was waited for.
 * (A worker that exits first is reported by the platform's exit watch.)
 */
export async function waitForReady(ready, { timeoutMs }) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it did not log "${studiesWorkerApp.readyMessage}" within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
