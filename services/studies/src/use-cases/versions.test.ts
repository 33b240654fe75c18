import { describe, expect, it } from 'vitest';
import { ifMatchAdmits, versionOf } from './versions';

describe('versions of stored objects', () => {
  it('shows an ETag without its quotes or weak prefix; none is null', () => {
    expect(versionOf('"0cc175b9c0f1b6a831c399e269772661"')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(versionOf('W/"abc"')).toBe('abc');
    expect(versionOf('abc')).toBe('abc');
    expect(versionOf('""')).toBeNull();
    expect(versionOf(null)).toBeNull();
    expect(versionOf(undefined)).toBeNull();
  });

  it('If-Match admits the current version, quoted or not, among others, or *; nothing over no version', () => {
    expect(ifMatchAdmits('"abc"', 'abc')).toBe(true);
    expect(ifMatchAdmits('abc', 'abc')).toBe(true);
    expect(ifMatchAdmits('"old", W/"abc"', 'abc')).toBe(true);
    expect(ifMatchAdmits('*', 'abc')).toBe(true);
    expect(ifMatchAdmits('"old"', 'abc')).toBe(false);
    expect(ifMatchAdmits('', 'abc')).toBe(false);
    expect(ifMatchAdmits('"abcd"', 'abc')).toBe(false);
    expect(ifMatchAdmits('*', null)).toBe(false);
  });
});
