import { describe, expect, it } from 'vitest';
import { describeRemoteError, isRemoteLoadError } from './remote-errors';

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isRemoteLoadError', () => {
  it.each([
    namedError('ChunkLoadError', 'Loading chunk 435 failed.'),
    new Error('Loading chunk 12 failed.\n(error: http://127.0.0.1/remotes/x/12.js)'),
    new Error('Loading CSS chunk 7 failed.'),
    new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
    new TypeError('Failed to fetch'),
    new TypeError('Failed to fetch dynamically imported module: http://x/y.js'),
    namedError('ScriptExternalLoadError', 'Loading script failed.'),
  ])('recognises a failed download: $message', (error) => {
    expect(isRemoteLoadError(error)).toBe(true);
  });

  it.each([new TypeError("Cannot read properties of undefined (reading 'map')"), 'Loading chunk 1 failed', null])(
    'does not treat %s as a download failure',
    (error) => {
      expect(isRemoteLoadError(error)).toBe(false);
    },
  );
});

describe('describeRemoteError', () => {
  it('keeps the first non-empty line', () => {
    expect(describeRemoteError(new Error('\nFailed to get manifest.\n  at somewhere'))).toBe('Failed to get manifest.');
  });

  it('shortens long messages', () => {
    const detail = describeRemoteError(new Error('x'.repeat(500)));
    expect(detail).toHaveLength(240);
    expect(detail.endsWith('…')).toBe(true);
  });

  it('describes non-Error values', () => {
    expect(describeRemoteError('boom')).toBe('boom');
  });
});
