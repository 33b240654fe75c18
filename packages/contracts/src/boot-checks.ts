import type { AuthTokens } from './auth';
import type { ApiErrorBody } from './errors';
import type { ApiBases, RemoteEntry } from './remotes';

// The checks of the few wire values a page reads before it renders (the stored tokens, an error
// answer, the remote registry), written without zod so that no public page loads zod at start.
// Each agrees with its zod schema on the same samples (boot-checks.test.ts); the rules they share
// with the schemas are the constants below.

/** A remote's name in the registry: `mfe_` then lowercase letters. */
export const REMOTE_NAME_PATTERN = /^mfe_[a-z]+$/;
/** An API base given as a path: one leading "/", then a name, no spaces. */
export const API_BASE_PATH_PATTERN = /^\/[^/\s]\S*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The token pair (`authTokensSchema`), or null when `value` is not one. */
export function readAuthTokens(value: unknown): AuthTokens | null {
  if (!isRecord(value)) return null;
  const { idToken, accessToken, refreshToken } = value;
  if (!isFilledString(idToken) || !isFilledString(accessToken) || !isFilledString(refreshToken)) return null;
  return { idToken, accessToken, refreshToken };
}

/**
 * The fields of the wire error body that `value` carries with their right types
 * (`apiErrorBodySchema.partial()`), or undefined when `value` is not an object or a field has
 * the wrong type.
 */
export function readApiErrorBody(value: unknown): Partial<ApiErrorBody> | undefined {
  if (!isRecord(value)) return undefined;
  const body: Partial<ApiErrorBody> = {};
  for (const field of ['message', 'code', 'requestId'] as const) {
    const fieldValue = value[field];
    if (fieldValue === undefined) continue;
    if (typeof fieldValue !== 'string') return undefined;
    body[field] = fieldValue;
  }
  if (value.details !== undefined) body.details = value.details;
  return body;
}

/** One registry row (`remoteEntrySchema`), or null when `value` is not one. */
export function readRemoteEntry(value: unknown): RemoteEntry | null {
  if (!isRecord(value)) return null;
  const { name, entry } = value;
  if (typeof name !== 'string' || !REMOTE_NAME_PATTERN.test(name) || !isFilledString(entry)) return null;
  return { name, entry };
}

/** An http(s) URL as `z.url({ protocol: /^https?$/ })` takes it: trimmed, with its "//", parseable. */
function readHttpUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
  return trimmed.replace(/[\t\n\r]/g, '');
}

/** An API base (`apiBaseSchema`): a path on the page's origin or an absolute http(s) URL; null otherwise. */
export function readApiBase(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return API_BASE_PATH_PATTERN.test(value) ? value : readHttpUrl(value);
}

/** The API bases of the registry (`apiBasesSchema`), or null when `value` is not that object. */
export function readApiBases(value: unknown): ApiBases | null {
  if (!isRecord(value)) return null;
  if (value.processing === undefined) return {};
  const processing = readApiBase(value.processing);
  return processing === null ? null : { processing };
}
