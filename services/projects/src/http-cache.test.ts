import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, strongEtag } from './http-cache';

describe('strongEtag', () => {
  it('is a quoted digest that changes with any part', () => {
    const etag = strongEtag('org-1:active', 'r1');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(strongEtag('org-1:active', 'r1')).toBe(etag);
    expect(strongEtag('org-1:active', 'r2')).not.toBe(etag);
    expect(strongEtag('org-2:active', 'r1')).not.toBe(etag);
    expect(strongEtag('org-1:archived', 'r1')).not.toBe(etag);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
