import { describe, expect, it } from 'vitest';
import { hashPassword, hashSecret, randomCode, randomToken, verifyPassword } from './secrets';

describe('secrets', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('a long passphrase', { memoryCost: 1024, timeCost: 1 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'a long passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a long passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('uses the library default cost when none is configured', async () => {
    expect(await hashPassword('x', {})).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('makes six-digit codes and 256-bit tokens, and keys their hashes with the pepper', () => {
    for (let i = 0; i < 50; i += 1) expect(randomCode()).toMatch(/^\d{6}$/);
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
    expect(hashSecret('pepper-one', '123456')).not.toBe(hashSecret('pepper-two', '123456'));
    expect(hashSecret('pepper-one', '123456')).toBe(hashSecret('pepper-one', '123456'));
  });
});
