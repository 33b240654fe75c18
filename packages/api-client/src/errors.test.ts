import { describe, expect, it } from 'vitest';
import { errorMessageFromResponseError, isUnauthorizedError, responseErrorStatus } from './errors';

describe('isUnauthorizedError', () => {
  it.each([
    ['401: Unauthorized', true],
    ['401: {"message":"Unauthorized","code":"UNAUTHORIZED","requestId":"r"}', true],
    ['401: {"message":"Token expired"}', false],
    ['403: Unauthorized', false],
    ['500: 401: Unauthorized', false],
    ['401: unauthorized', false],
  ])('%s -> %s', (message, expected) => {
    expect(isUnauthorizedError(new Error(message))).toBe(expected);
  });

  it('is false for anything that is not an Error', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(undefined)).toBe(false);
  });
});

describe('errorMessageFromResponseError', () => {
  it('reads the server message from a JSON body', () => {
    const error = new Error('400: {"message":"Email already registered","code":"CONFLICT","requestId":"r"}');
    expect(errorMessageFromResponseError(error)).toBe('Email already registered');
  });

  it('gives undefined for a body that is not JSON, has no message, or an empty one', () => {
    expect(errorMessageFromResponseError(new Error('502: Bad Gateway'))).toBeUndefined();
    expect(errorMessageFromResponseError(new Error('400: {"code":"X"}'))).toBeUndefined();
    expect(errorMessageFromResponseError(new Error('400: {"message":"  "}'))).toBeUndefined();
    expect(errorMessageFromResponseError(new Error('400: {"message":42}'))).toBeUndefined();
  });

  it('gives undefined for errors not raised by a response', () => {
    expect(errorMessageFromResponseError(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorMessageFromResponseError(null)).toBeUndefined();
  });

  it('reads a message from a multi-line body', () => {
    expect(errorMessageFromResponseError(new Error('422: {\n  "message": "Bad file"\n}'))).toBe('Bad file');
  });
});

describe('responseErrorStatus', () => {
  it('reads the status code', () => {
    expect(responseErrorStatus(new Error('404: {"message":"Project not found"}'))).toBe(404);
    expect(responseErrorStatus(new Error('Failed to fetch'))).toBeUndefined();
  });
});
