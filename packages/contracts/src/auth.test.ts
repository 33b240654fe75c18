import { describe, expect, it } from 'vitest';
import { authTokensSchema, confirmEmailInputSchema, loginInputSchema, loginResultSchema, newPasswordFormInputSchema, newPasswordRequestSchema } from './auth';

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('loginInputSchema', () => {
  it('accepts a valid email and any non-empty password', () => {
    expect(loginInputSchema.parse({ email: 'ep@firm.com', password: 'x' })).toEqual({
      email: 'ep@firm.com',
      password: 'x',
    });
  });

  it('rejects a malformed email with the spec message', () => {
    const result = loginInputSchema.safeParse({ email: 'not-an-email', password: 'x' });
    expect(messagesOf(result)).toEqual([['email', 'Invalid email address']]);
  });

  it('reports an empty password and a missing email with the spec messages', () => {
    const result = loginInputSchema.safeParse({ password: '' });
    expect(messagesOf(result)).toEqual([
      ['email', 'Invalid email address'],
      ['password', 'Password is required'],
    ]);
  });
});

describe('confirmEmailInputSchema', () => {
  it('accepts a 6-character code', () => {
    expect(confirmEmailInputSchema.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(true);
  });

  it('rejects a 5-character code with the spec message', () => {
    const result = confirmEmailInputSchema.safeParse({ email: 'a@b.co', code: '12345' });
    expect(messagesOf(result)).toEqual([['code', 'Confirmation code is required']]);
  });
});

describe('newPasswordFormInputSchema', () => {
  it('accepts matching passwords of 8 characters', () => {
    expect(newPasswordFormInputSchema.safeParse({ newPassword: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });

  it('requires 8 characters on both fields', () => {
    const result = newPasswordFormInputSchema.safeParse({ newPassword: '1234567', confirmPassword: '' });
    expect(messagesOf(result)).toEqual([
      ['newPassword', 'Password must be at least 8 characters'],
      ['confirmPassword', 'Password must be at least 8 characters'],
    ]);
  });

  it('reports a mismatch on confirmPassword', () => {
    const result = newPasswordFormInputSchema.safeParse({
      newPassword: 'abcdefgh',
      confirmPassword: 'abcdefgX',
    });
    expect(messagesOf(result)).toEqual([['confirmPassword', "Passwords don't match"]]);
  });
});

describe('newPasswordRequestSchema', () => {
  it('needs the challenge session', () => {
    const result = newPasswordRequestSchema.safeParse({ email: 'a@b.co', newPassword: 'abcdefgh', session: '' });
    expect(result.success).toBe(false);
  });
});

describe('loginResultSchema', () => {
  it('reads a token pair', () => {
    const tokens = { idToken: 'i', accessToken: 'a', refreshToken: 'r' };
    expect(loginResultSchema.parse(tokens)).toEqual(tokens);
  });

  it('reads a NEW_PASSWORD_REQUIRED challenge with its session', () => {
    const challenge = { challengeName: 'NEW_PASSWORD_REQUIRED', session: 's' };
    expect(loginResultSchema.parse(challenge)).toEqual(challenge);
  });

  it('rejects a result with neither tokens nor a challenge', () => {
    expect(loginResultSchema.safeParse({ message: 'Login failed' }).success).toBe(false);
  });
});

describe('authTokensSchema', () => {
  it('rejects an empty access token', () => {
    expect(authTokensSchema.safeParse({ idToken: 'i', accessToken: '', refreshToken: 'r' }).success).toBe(false);
  });
});
