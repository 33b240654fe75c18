import { describe, expect, it } from 'vitest';
import { checkAddress, propertyFieldError } from './property-form';

describe('property form rules (spec 01 section 5)', () => {
  it('asks for both fields of an empty form', () => {
    expect(propertyFieldError({}, 'address')).toBe('Address is required');
    expect(propertyFieldError({}, 'direction')).toBe('Direction is required');
  });
  it('treats a blank address as missing', () => {
    expect(propertyFieldError({ address: '   ', direction: 'north' }, 'address')).toBe('Address is required');
  });
  it('refuses the subject as an adjoining direction', () => {
    expect(propertyFieldError({ address: '1 Main St', direction: 'subject' as never }, 'direction')).toBe('Direction is required');
  });
  it('accepts an address and a direction', () => {
    expect(propertyFieldError({ address: '1 Main St', direction: 'west' }, 'address')).toBeUndefined();
    expect(propertyFieldError({ address: '1 Main St', direction: 'west' }, 'direction')).toBeUndefined();
  });
});

describe('checkAddress', () => {
  it('trims an address to save', () => {
    expect(checkAddress('  12 Oak Ave ')).toEqual({ ok: true, address: '12 Oak Ave' });
  });
  it('refuses a blank one with the spec message', () => {
    expect(checkAddress(' ')).toEqual({ ok: false, message: 'Address is required' });
  });
});
