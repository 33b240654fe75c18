import type { RemoteEntry } from '@groundwork/contracts';
import { readRemoteEntry } from '@groundwork/contracts/boot';
import { REMOTE_REGISTRY_PATH } from './registry-request';

export type { RemoteEntry };

type Warn = (message: string, detail?: unknown) => void;

const warnOnConsole: Warn = (message, detail) => console.warn(message, detail);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveHttpUrl(entry: string, origin: string): string | null {
  try {
    const url = new URL(entry, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Validates a /remotes.json document and resolves every entry against `origin`, so a relative
 * entry ("/remotes/mfe-projects/mf-manifest.json") points at the page's own origin. Throws when
 * the document is not a registry; skips (and reports) single unusable entries, so one bad line
 * does not take every remote down.
 */
export function parseRemoteRegistry(document: unknown, origin: string, warn: Warn = warnOnConsole): RemoteEntry[] {
  if (!isRecord(document) || !Array.isArray(document.remotes)) {
    throw new Error(`${REMOTE_REGISTRY_PATH} must be an object with a "remotes" array`);
  }
  const remotes: RemoteEntry[] = [];
  for (const item of document.remotes) {
    const parsed = readRemoteEntry(item);
    if (parsed === null) {
      warn(`[remotes] ignoring an invalid entry of ${REMOTE_REGISTRY_PATH}`, item);
      continue;
    }
    const entry = resolveHttpUrl(parsed.entry, origin);
    if (entry === null) {
      warn(`[remotes] ignoring ${parsed.name}: its entry is not an http(s) URL`, item);
      continue;
    }
    if (remotes.some((remote) => remote.name === parsed.name)) {
      warn(`[remotes] ignoring a second entry for ${parsed.name}`, item);
      continue;
    }
    remotes.push({ name: parsed.name, entry });
  }
  return remotes;
}

export interface ReadRemoteRegistryOptions {
  origin?: string;
  warn?: Warn;
}

/**
 * The registered remotes from a pending /remotes.json request. Never rejects: when the registry
 * cannot be read the app still starts with no remotes, and every remote route shows its fallback.
 */
export async function readRemoteRegistry(
  pendingDocument: Promise<unknown>,
  { origin = globalThis.location.origin, warn = warnOnConsole }: ReadRemoteRegistryOptions = {},
): Promise<RemoteEntry[]> {
  try {
    return parseRemoteRegistry(await pendingDocument, origin, warn);
  } catch (error) {
    warn(`[remotes] could not read ${REMOTE_REGISTRY_PATH}; starting without remotes`, error);
    return [];
  }
}
