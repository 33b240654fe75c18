import { SOILS_TIME_LIMIT_MS, type SoilsResult, type SoilsState } from '@groundwork/contracts';

/** Spec 02 section 9 style: a running soils query is checked every 2 s. */
export const SOILS_POLL_INTERVAL_MS = 2000;
/** The client gives up a while after the server's own limit, so a lost answer never hangs the tab. */
export const SOILS_CLIENT_LIMIT_MS = SOILS_TIME_LIMIT_MS + 15_000;
export const SOILS_TIMEOUT_MESSAGE = `USDA Soil Data Access did not answer within ${SOILS_CLIENT_LIMIT_MS / 1000} seconds. Try again later.`;
export const SOILS_NOT_FOUND_MESSAGE = 'The server has no record of this soils query.';

const timeoutError = () => new Error(SOILS_TIMEOUT_MESSAGE);

/** `promise`, or the time-limit error once `deadline` (epoch ms) passes first. */
function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timeoutError()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface FollowSoilsRunOptions {
  /** When the query started (epoch ms): the client's limit counts from it. */
  startedAt: number;
  /** One check of the stored state (`GET /api/projects/{id}/soils`). */
  read: () => Promise<SoilsState>;
  /** Stops following (the tab closed): the run then resolves null. */
  signal: AbortSignal;
}

/**
 * Follows a soils query to its end: `first` (the POST's answer, or a stored RUNNING state), then a
 * check every 2 s while it runs. Resolves the completed result; rejects with the server's reason
 * when it failed, or with the time-limit message once SOILS_CLIENT_LIMIT_MS have passed.
 */
export async function followSoilsRun(first: Promise<SoilsState>, { startedAt, read, signal }: FollowSoilsRunOptions): Promise<SoilsResult | null> {
  const deadline = startedAt + SOILS_CLIENT_LIMIT_MS;
  let state = await beforeDeadline(first, deadline);
  while (state.status === 'RUNNING') {
    if (signal.aborted) return null;
    if (Date.now() >= deadline) throw timeoutError();
    await pause(Math.min(SOILS_POLL_INTERVAL_MS, deadline - Date.now()));
    if (signal.aborted) return null;
    if (Date.now() >= deadline) throw timeoutError();
    state = await beforeDeadline(read(), deadline);
  }
  if (signal.aborted) return null;
  if (state.status === 'FAILED') throw new Error(state.error);
  if (state.status === 'NONE') throw new Error(SOILS_NOT_FOUND_MESSAGE);
  return state;
}
