import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from '../../test/identity';
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL, seedDemo } from './seed-demo';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('seedDemo', () => {
  it('creates the confirmed demo owner of Demo Environmental once, then only resets the password', async () => {
    expect(await seedDemo(identity.ctx)).toEqual({ email: DEMO_EMAIL, password: DEFAULT_DEMO_PASSWORD, created: true });
    const login = await identity.call('POST', '/api/auth/login', { body: { email: DEMO_EMAIL, password: 'groundwork-demo' } });
    expect(login.status).toBe(200);
    const user = await identity.call('GET', '/api/auth/user', { token: login.json.accessToken });
    expect(user.json).toMatchObject({ email: DEMO_EMAIL, role: 'owner', organization: { name: 'Demo Environmental' } });

    expect(await seedDemo(identity.ctx, 'another-demo-password')).toMatchObject({ created: false });
    expect(await identity.db.collection('users').countDocuments({ email: DEMO_EMAIL })).toBe(1);
    expect(await identity.db.collection('organizations').countDocuments({ name: 'Demo Environmental' })).toBe(1);
    const again = await identity.call('POST', '/api/auth/login', { body: { email: DEMO_EMAIL, password: 'another-demo-password' } });
    expect(again.status).toBe(200);
  });
});
