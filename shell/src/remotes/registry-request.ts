// Kept free of shared modules (no zod, no React) so index.ts can start this request before the
// async bootstrap boundary, in parallel with loading the app's code.

export const REMOTE_REGISTRY_PATH = '/remotes.json';

export interface RegistryRequestOptions {
  fetch?: typeof fetch;
  origin?: string;
}

/** GET /remotes.json, bypassing the HTTP cache. Resolves to the parsed JSON; rejects on failure. */
export async function requestRemoteRegistry({
  fetch: fetchImpl = globalThis.fetch,
  origin = globalThis.location.origin,
}: RegistryRequestOptions = {}): Promise<unknown> {
  const response = await fetchImpl(new URL(REMOTE_REGISTRY_PATH, origin).href, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.json();
}
