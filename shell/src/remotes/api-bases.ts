import { setProcessingApiBase } from '@groundwork/api-client/boot';
import { readApiBases } from '@groundwork/contracts/boot';
import { REMOTE_REGISTRY_PATH } from './registry-request';

type Warn = (message: string, detail?: unknown) => void;

const warnOnConsole: Warn = (message, detail) => console.warn(message, detail);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Points the API clients at the bases /remotes.json names (`api.processing`); run before the
 * app renders, so no request goes to the default first. Never rejects: an unreadable registry
 * (readRemoteRegistry reports that) or an invalid `api` (reported here) keeps the defaults.
 */
export async function applyApiBases(pendingDocument: Promise<unknown>, { warn = warnOnConsole }: { warn?: Warn } = {}): Promise<void> {
  let document: unknown;
  try {
    document = await pendingDocument;
  } catch {
    return;
  }
  if (!isRecord(document) || document.api === undefined) return;
  const bases = readApiBases(document.api);
  if (bases === null) {
    warn(`[remotes] ignoring the invalid "api" of ${REMOTE_REGISTRY_PATH}; the API clients keep their defaults`, document.api);
    return;
  }
  if (bases.processing !== undefined) setProcessingApiBase(bases.processing);
}
