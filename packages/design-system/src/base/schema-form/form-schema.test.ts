import { confirmEmailInputSchema, loginInputSchema, newPasswordFormInputSchema } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { fieldError } from './form-schema';

describe('fieldError (spec 01 section 5 messages from the contracts schemas)', () => {
  it.each([
    [loginInputSchema, { email: 'nope', password: 'x' }, 'email', 'Invalid email address'],
    [loginInputSchema, { email: undefined, password: 'x' }, 'email', 'Invalid email address'],
    [loginInputSchema, { email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [loginInputSchema, { email: 'a@b.co' }, 'password', 'Password is required'],
    [confirmEmailInputSchema, { email: 'a@b.co', code: '123' }, 'code', 'Confirmation code is required'],
    [newPasswordFormInputSchema, { newPassword: 'short', confirmPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
    [newPasswordFormInputSchema, { newPassword: 'long-enough', confirmPassword: 'different-1' }, 'confirmPassword', "Passwords don't match"],
  ])('%#: %j -> %s: %s', (schema, values, field, message) => {
    expect(fieldError(schema, values, field)).toBe(message);
  });

  it('gives nothing for a valid field', () => {
    expect(fieldError(loginInputSchema, { email: 'a@b.co', password: '' }, 'email')).toBeUndefined();
    expect(fieldError(newPasswordFormInputSchema, { newPassword: 'long-enough', confirmPassword: 'long-enough' }, 'confirmPassword')).toBeUndefined();
  });
});
