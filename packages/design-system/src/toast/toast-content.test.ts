import { describe, expect, it } from 'vitest';
import { failureToast, messageOrDefault, successToast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_TITLES } from './toast-content';

describe('toast constants', () => {
  it('allows one visible toast for 5000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('has the spec titles', () => {
    expect(Object.values(TOAST_TITLES)).toEqual([
      'Login failed',
      'Failed to set new password',
      'Signup failed',
      'Confirmation failed',
      'Logout failed',
      'Unauthorized',
      'Success',
    ]);
  });
});

describe('messageOrDefault', () => {
  it('prefers a non-blank server message', () => {
    expect(messageOrDefault('Incorrect username or password.', 'Login failed')).toBe('Incorrect username or password.');
  });

  it.each([undefined, null, '', '   ', 42])('falls back to the default for %j', (serverMessage) => {
    expect(messageOrDefault(serverMessage, 'Login failed')).toBe('Login failed');
  });
});

describe('failureToast', () => {
  it('is destructive and uses the server message when present', () => {
    expect(failureToast('signupFailed', 'User already exists')).toEqual({
      title: 'Signup failed',
      description: 'User already exists',
      variant: 'destructive',
    });
  });

  it('uses the default message otherwise', () => {
    expect(failureToast('setNewPasswordFailed')).toEqual({
      title: 'Failed to set new password',
      description: 'Failed to set new password',
      variant: 'destructive',
    });
    expect(failureToast('unauthorized').description).toBe('You are logged out. Logging in again...');
  });

  it('gives Logout failed no message unless the server sent one', () => {
    expect(failureToast('logoutFailed')).toEqual({ title: 'Logout failed', variant: 'destructive' });
  });
});

describe('successToast', () => {
  it.each([
    ['loggedIn', 'Logged in successfully'],
    ['passwordUpdated', 'Password updated and logged in successfully'],
    ['confirmationCodeSent', 'Check your email for a confirmation code'],
    ['emailConfirmed', 'Email confirmed! You can now log in.'],
  ] as const)('%s says "%s" under the Success title', (kind, description) => {
    expect(successToast(kind)).toEqual({ title: 'Success', description, variant: 'success' });
  });
});
