// Messages of the failures that mean "the remote's code could not be fetched", as opposed to a
// bug while rendering it: bundler chunk loads, Module Federation runtime codes (RUNTIME-003 is a
// manifest that could not be fetched), script and dynamic-import failures, network errors.
const loadFailurePatterns = [
  /loading (css )?chunk .* failed/i,
  /RUNTIME-0\d\d/,
  /failed to fetch/i,
  /failed to load script/i,
  /error loading dynamically imported module/i,
  /networkerror/i,
  /load failed/i,
];

const loadFailureNames = new Set(['ChunkLoadError', 'ScriptExternalLoadError']);

/** True when `error` says the remote's code could not be downloaded (a retry may fix it). */
export function isRemoteLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (loadFailureNames.has(error.name)) return true;
  return loadFailurePatterns.some((pattern) => pattern.test(error.message));
}

const maxDetailLength = 240;

/** A short, single-line account of `error` for the fallback's details line. */
export function describeRemoteError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine =
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'Unknown error';
  return firstLine.length > maxDetailLength ? `${firstLine.slice(0, maxDetailLength - 1)}…` : firstLine;
}
