const RESPONSE_ERROR = /^(\d{3}): ([\s\S]*)$/;

function parseResponseError(error: unknown): { status: number; body: string } | null {
  if (!(error instanceof Error)) return null;
  const match = RESPONSE_ERROR.exec(error.message);
  return match ? { status: Number(match[1]), body: match[2] ?? '' } : null;
}

/** The spec's unauthorized recognition: the error starts with 401 and contains Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: [\s\S]*Unauthorized/.test(error.message);
}

/** The HTTP status of an error raised by `apiRequest` or the default query fn. */
export function responseErrorStatus(error: unknown): number | undefined {
  return parseResponseError(error)?.status;
}

/**
 * The server's `message` from an error raised by `apiRequest` ("<status>: <json body>"), or
 * undefined when the body carries none. Toasts show it, else their default text.
 */
export function errorMessageFromResponseError(error: unknown): string | undefined {
  const parsed = parseResponseError(error);
  if (!parsed) return undefined;
  try {
    const body: unknown = JSON.parse(parsed.body);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: no server message to show.
  }
  return undefined;
}
