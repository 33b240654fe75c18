import { NEW_PASSWORD_REQUIRED } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from '../../test/identity';
import { createUser } from './create-user';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('createUser', () => {
  it('creates a confirmed user with a generated password in a named organization', async () => {
    const created = await createUser(identity.ctx, { email: 'Ops@Example.com', role: 'admin', organizationName: 'Field Ops' });
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    const login = await identity.call('POST', '/api/auth/login', { body: { email: 'ops@example.com', password: created.password } });
    expect(login.status).toBe(200);
    const user = await identity.call('GET', '/api/auth/user', { token: login.json.accessToken });
    expect(user.json).toMatchObject({ role: 'admin', organization: { id: created.organizationId, name: 'Field Ops' } });
  });

  it('with invite, e-mails a temporary password that leads to NEW_PASSWORD_REQUIRED', async () => {
    await createUser(identity.ctx, { email: 'invited@example.com', role: 'viewer', invite: true });
    const user = await identity.ctx.users.findByEmail('invited@example.com');
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(user?.temporaryPasswordExpiresAt?.getTime()).toBeGreaterThan(Date.now() + sevenDays - 60_000);
    expect(user?.temporaryPasswordExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + sevenDays);
    const [mail] = await identity.outbox.read('invited@example.com');
    expect(mail?.text).toContain('The temporary password expires in 7 days.');
    const temporary = /temporary password (\S+)/.exec(mail!.text)![1];
    const login = await identity.call('POST', '/api/auth/login', { body: { email: 'invited@example.com', password: temporary } });
    expect(login.json.challengeName).toBe(NEW_PASSWORD_REQUIRED);
  });

  it('sets no temporary-password expiry on a confirmed user', async () => {
    expect(await identity.ctx.users.findByEmail('ops@example.com')).not.toHaveProperty('temporaryPasswordExpiresAt');
  });

  it('refuses a taken e-mail', async () => {
    await expect(createUser(identity.ctx, { email: 'OPS@example.com', role: 'member', password: 'whatever-pw' })).rejects.toMatchObject({
      code: 'USER_EXISTS',
    });
  });
});
