import { describe, expect, it } from 'vitest';
import { formatFileSizeMb } from './format';

describe('formatFileSizeMb', () => {
  it('shows MB with two decimals', () => {
    expect(formatFileSizeMb(0)).toBe('0.00 MB');
    expect(formatFileSizeMb(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSizeMb(12_939_428)).toBe('12.34 MB');
    expect(formatFileSizeMb(50 * 1024 * 1024)).toBe('50.00 MB');
    expect(formatFileSizeMb(5243)).toBe('0.01 MB');
  });

  it('never shows a negative size', () => {
    expect(formatFileSizeMb(-5)).toBe('0.00 MB');
  });
});
