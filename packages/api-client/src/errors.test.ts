import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessageFromResponseError, isUnauthorizedError, NON_API_ERROR_CODE, responseErrorStatus } from './errors';
import { apiRequest } from './request';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText: status === 502 ? 'Bad Gateway' : '', headers })),
  );

async function failure(): Promise<unknown> {
  return apiRequest('GET', '/anything').then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('ApiError', () => {
  it('carries the status and the wire body’s code, requestId, message and details; message stays "<status>: <body>"', async () => {
    const body = '{"message":"Project not found","code":"NOT_FOUND","requestId":"req-1","details":{"id":"p1"}}';
    answer(404, body);
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'NOT_FOUND',
      requestId: 'req-1',
      serverMessage: 'Project not found',
      details: { id: 'p1' },
      message: `404: ${body}`,
    });
  });

  it('reads a body that is not the error shape as HTTP_ERROR, with the request id of the answer', async () => {
    answer(502, '<html>Bad Gateway</html>', { 'x-request-id': 'req-2' });
    expect(await failure()).toMatchObject({
      status: 502,
      code: NON_API_ERROR_CODE,
      requestId: 'req-2',
      serverMessage: undefined,
      message: '502: <html>Bad Gateway</html>',
    });
  });

  it('uses the status text for an empty body', async () => {
    answer(502, '');
    expect(await failure()).toMatchObject({ message: '502: Bad Gateway', code: NON_API_ERROR_CODE, requestId: '' });
  });

  it('keeps a network failure as fetch raised it (no status to report)', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(offline)),
    );
    const error = await failure();
    expect(error).toBe(offline);
    expect(responseErrorStatus(error)).toBeUndefined();
    expect(errorMessageFromResponseError(error)).toBeUndefined();
    expect(isUnauthorizedError(error)).toBe(false);
  });
});

describe('isUnauthorizedError', () => {
  it.each([
    [401, 'Unauthorized', true],
    [401, '{"message":"Unauthorized","code":"UNAUTHORIZED","requestId":"r"}', true],
    [401, '{"message":"Token expired"}', false],
    [403, 'Unauthorized', false],
    [500, '401: Unauthorized', false],
    [401, 'unauthorized', false],
  ])('%s %s -> %s', (status, body, expected) => {
    expect(isUnauthorizedError(new ApiError(status, body))).toBe(expected);
  });

  it('is false for anything that is not an ApiError, whatever its message', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(undefined)).toBe(false);
  });
});

describe('errorMessageFromResponseError', () => {
  it('reads the server message from a JSON body', () => {
    const error = new ApiError(400, '{"message":"Email already registered","code":"CONFLICT","requestId":"r"}');
    expect(errorMessageFromResponseError(error)).toBe('Email already registered');
  });

  it('gives undefined for a body that is not JSON, has no message, or an empty one', () => {
    expect(errorMessageFromResponseError(new ApiError(502, 'Bad Gateway'))).toBeUndefined();
    expect(errorMessageFromResponseError(new ApiError(400, '{"code":"X"}'))).toBeUndefined();
    expect(errorMessageFromResponseError(new ApiError(400, '{"message":"  "}'))).toBeUndefined();
    expect(errorMessageFromResponseError(new ApiError(400, '{"message":42}'))).toBeUndefined();
  });

  it('gives undefined for errors not raised by a response', () => {
    expect(errorMessageFromResponseError(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorMessageFromResponseError(new Error('400: {"message":"looks like one"}'))).toBeUndefined();
    expect(errorMessageFromResponseError(null)).toBeUndefined();
  });

  it('reads a message from a multi-line body', () => {
    expect(errorMessageFromResponseError(new ApiError(422, '{\n  "message": "Bad file"\n}'))).toBe('Bad file');
  });
});

describe('responseErrorStatus', () => {
  it('reads the status code of an ApiError only', () => {
    expect(responseErrorStatus(new ApiError(404, '{"message":"Project not found"}'))).toBe(404);
    expect(responseErrorStatus(new Error('404: Failed to fetch'))).toBeUndefined();
  });
});
