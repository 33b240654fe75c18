import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, clearStoredTokens, getStoredTokens, setStoredTokens } from './token-storage';

const tokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };

afterEach(() => localStorage.clear());

describe('token storage', () => {
  it('stores the pair as JSON under one key and reads it back', () => {
    setStoredTokens(tokens);
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '')).toEqual(tokens);
    expect(getStoredTokens()).toEqual(tokens);
  });

  it('clears the entry', () => {
    setStoredTokens(tokens);
    clearStoredTokens();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getStoredTokens()).toBeNull();
  });

  it('gives null for corrupt JSON instead of throwing', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '{not json');
    expect(getStoredTokens()).toBeNull();
  });

  it('gives null for JSON that is not a token pair', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'a' }));
    expect(getStoredTokens()).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'null');
    expect(getStoredTokens()).toBeNull();
  });
});
