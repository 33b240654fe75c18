import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('secrets stay out of logs and answers', () => {
  it('never logs a password, code or token, and never answers with a password or code', async () => {
    const { call } = identity;
    const email = 'careful@example.com';
    const password = 'Careful-Password-42';
    const passwords = [password, 'Wrong-Password-42', 'Invitee-Password-42'];

    await call('POST', '/api/auth/signup', { body: { email, password } });
    const code = await identity.latestCode(email);
    await call('POST', '/api/auth/confirm-signup', { body: { email, code: code === '000000' ? '999999' : '000000' } });
    await call('POST', '/api/auth/confirm-signup', { body: { email, code } });
    await call('POST', '/api/auth/login', { body: { email, password: passwords[1] } });
    const tokens = (await call('POST', '/api/auth/login', { body: { email, password } })).json;
    const rotated = (await call('POST', '/api/auth/refresh-token', { body: { refreshToken: tokens.refreshToken } })).json;
    await call('POST', '/api/auth/refresh-token', { body: { refreshToken: tokens.refreshToken } });
    await call('GET', '/api/auth/user', { token: rotated.accessToken });

    await call('POST', '/api/auth/team/invitations', { token: rotated.accessToken, body: { email: 'invitee@example.com', role: 'member' } });
    const [invitation] = await identity.outbox.read('invitee@example.com');
    const temporary = /temporary password (\S+)/.exec(invitation!.text)![1]!;
    const challenge = (await call('POST', '/api/auth/login', { body: { email: 'invitee@example.com', password: temporary } })).json;
    const invitee = (
      await call('POST', '/api/auth/new-password', {
        body: { email: 'invitee@example.com', newPassword: passwords[2], session: challenge.session },
      })
    ).json;
    await call('POST', '/api/auth/logout', { token: invitee.accessToken, body: { refreshToken: invitee.refreshToken } });

    const tokenValues = [tokens, rotated, invitee].flatMap((set) => [set.accessToken, set.idToken, set.refreshToken]);
    const secrets = [...passwords, temporary, code, challenge.session, ...tokenValues];
    expect(secrets.every((secret) => typeof secret === 'string' && secret.length >= 6)).toBe(true);
    expect(identity.lines.length).toBeGreaterThan(10);
    const logText = identity.lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of secrets) expect(logText).not.toContain(secret);

    const answers = identity.responses.join('\n');
    for (const secret of [...passwords, temporary, code]) expect(answers).not.toContain(secret);
  });
});
