import { describe, expect, it } from 'vitest';
import { formatProjectNumber } from './project-number';

describe('formatProjectNumber', () => {
  it('pads the sequence to four digits and never cuts a longer one', () => {
    expect(formatProjectNumber(2026, 1)).toBe('ESA-2026-0001');
    expect(formatProjectNumber(2026, 42)).toBe('ESA-2026-0042');
    expect(formatProjectNumber(2027, 9999)).toBe('ESA-2027-9999');
    expect(formatProjectNumber(2027, 10000)).toBe('ESA-2027-10000');
  });
});
