import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from '../../test/identity';
import { confirmSignUp } from './confirm-sign-up';
import { signUp } from './sign-up';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('confirmSignUp', () => {
  it('stores only a hash of the code, confirms once, and then refuses the same code', async () => {
    await signUp(identity.ctx, { email: 'hash@example.com', password: 'hash-password' }, '192.0.2.1');
    const code = await identity.latestCode('hash@example.com');
    const stored = await identity.db.collection('confirmationCodes').findOne({});
    expect(JSON.stringify(stored)).not.toContain(code);

    expect(await confirmSignUp(identity.ctx, { email: 'Hash@Example.com', code }, '192.0.2.1')).toEqual({ message: 'Email confirmed' });
    expect((await identity.ctx.users.findByEmail('hash@example.com'))?.state).toBe('confirmed');
    await expect(confirmSignUp(identity.ctx, { email: 'hash@example.com', code }, '192.0.2.1')).rejects.toMatchObject({ code: 'CODE_MISMATCH' });
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    await expect(confirmSignUp(identity.ctx, { email: 'nobody@example.com', code: '123456' }, '192.0.2.1')).rejects.toMatchObject({
      status: 400,
      code: 'CODE_MISMATCH',
    });
  });
});
