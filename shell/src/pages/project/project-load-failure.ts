import { errorMessageFromResponseError, isUnauthorizedError, responseErrorStatus } from '@groundwork/api-client';

/**
 * Why the project could not be read: the session ended (the global handler redirects), the
 * project is missing (404, or a malformed id the server answers with 400), or anything else.
 */
export type ProjectLoadFailure = { kind: 'unauthorized' } | { kind: 'notFound' } | { kind: 'failed'; status?: number; message?: string };

const NOT_FOUND_STATUSES = new Set([400, 404]);

export function classifyProjectLoadError(error: unknown): ProjectLoadFailure {
  if (isUnauthorizedError(error)) return { kind: 'unauthorized' };
  const status = responseErrorStatus(error);
  if (status !== undefined && NOT_FOUND_STATUSES.has(status)) return { kind: 'notFound' };
  const message = errorMessageFromResponseError(error);
  return {
    kind: 'failed',
    ...(status === undefined ? {} : { status }),
    ...(message === undefined ? {} : { message }),
  };
}

/** The line under "Could not load the project": the status and the server's message when known. */
export function describeProjectLoadFailure(failure: { status?: number; message?: string }): string {
  if (failure.status === undefined) return 'The server could not be reached. Check your connection and try again.';
  return `The server answered ${failure.status}${failure.message ? `: ${failure.message}` : ''}.`;
}
