import { ApiError } from '@groundwork/api-client';
import { describe, expect, it } from 'vitest';
import { classifyProjectLoadError, describeProjectLoadFailure } from './project-load-failure';

describe('classifyProjectLoadError', () => {
  it('recognises the spec unauthorized error', () => {
    expect(classifyProjectLoadError(new ApiError(401, '{"message":"Unauthorized: invalid or expired token"}'))).toEqual({
      kind: 'unauthorized',
    });
  });

  it.each([
    [404, '{"message":"Project not found","code":"NOT_FOUND"}'],
    [400, '{"message":"Invalid project id","code":"VALIDATION_FAILED"}'],
  ])('treats %s %s as a missing project', (status, body) => {
    expect(classifyProjectLoadError(new ApiError(status, body))).toEqual({ kind: 'notFound' });
  });

  it('keeps the status and server message of any other failure', () => {
    expect(classifyProjectLoadError(new ApiError(503, '{"message":"Projects service unavailable"}'))).toEqual({
      kind: 'failed',
      status: 503,
      message: 'Projects service unavailable',
    });
    expect(classifyProjectLoadError(new ApiError(500, 'Internal Server Error'))).toEqual({ kind: 'failed', status: 500 });
  });

  it('treats a 401 without "Unauthorized" as a plain failure, as the spec recognises only that form', () => {
    expect(classifyProjectLoadError(new ApiError(401, '{"message":"Token expired"}'))).toEqual({
      kind: 'failed',
      status: 401,
      message: 'Token expired',
    });
  });

  it('has no status for a network failure', () => {
    expect(classifyProjectLoadError(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});

describe('describeProjectLoadFailure', () => {
  it('names the status and the message', () => {
    expect(describeProjectLoadFailure({ status: 503, message: 'Projects service unavailable' })).toBe('The server answered 503: Projects service unavailable.');
    expect(describeProjectLoadFailure({ status: 500 })).toBe('The server answered 500.');
  });

  it('says the server could not be reached without a status', () => {
    expect(describeProjectLoadFailure({})).toBe('The server could not be reached. Check your connection and try again.');
  });
});
