import { authTokensSchema, NEW_PASSWORD_REQUIRED, teamMemberSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let identity: TestIdentity;
let owner: { accessToken: string };
beforeAll(async () => {
  identity = await startIdentity();
  owner = await identity.signedIn('owner@team.example', 'owner-password');
});
afterAll(() => identity.close());

/** The temporary password from the newest invitation e-mail to `email`. */
async function temporaryPassword(email: string): Promise<string> {
  const [message] = await identity.outbox.read(email);
  const password = /temporary password (\S+)/.exec(message?.text ?? '')?.[1];
  if (!password) throw new Error(`no invitation for ${email}`);
  return password;
}

const logIn = (email: string, password: string) => identity.call('POST', '/api/auth/login', { body: { email, password } });

const inviteByOwner = (email: string, role: string) => identity.call('POST', '/api/auth/team/invitations', { token: owner.accessToken, body: { email, role } });

/** Invites `email` with `role` and walks them through NEW_PASSWORD_REQUIRED. */
async function joined(email: string, role: string, password = 'joined-password') {
  const invited = await identity.call('POST', '/api/auth/team/invitations', { token: owner.accessToken, body: { email, role } });
  expect(invited.status).toBe(201);
  const challenge = await identity.call('POST', '/api/auth/login', { body: { email, password: await temporaryPassword(email) } });
  const tokens = await identity.call('POST', '/api/auth/new-password', {
    body: { email, newPassword: password, session: challenge.json.session },
  });
  return { userId: invited.json.userId as string, ...authTokensSchema.parse(tokens.json) };
}

describe('invitations', () => {
  it('invites a member who answers NEW_PASSWORD_REQUIRED, sets a password and gets tokens', async () => {
    const email = 'newcomer@team.example';
    const invited = await identity.call('POST', '/api/auth/team/invitations', { token: owner.accessToken, body: { email, role: 'member' } });
    expect(invited.status).toBe(201);
    expect(teamMemberSchema.parse(invited.json)).toMatchObject({ email, role: 'member', status: 'invited' });
    const [mail] = await identity.outbox.read(email);
    expect(mail?.subject).toBe("You are invited to owner's team on Groundwork");

    const challenge = await identity.call('POST', '/api/auth/login', { body: { email, password: await temporaryPassword(email) } });
    expect(challenge.status).toBe(200);
    expect(challenge.json).toEqual({ challengeName: NEW_PASSWORD_REQUIRED, session: expect.any(String) });

    const wrongEmail = await identity.call('POST', '/api/auth/new-password', {
      body: { email: 'owner@team.example', newPassword: 'my-own-password', session: challenge.json.session },
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.json.code).toBe('INVALID_SESSION');

    const again = await identity.call('POST', '/api/auth/login', { body: { email, password: await temporaryPassword(email) } });
    const answered = await identity.call('POST', '/api/auth/new-password', {
      body: { email, newPassword: 'my-own-password', session: again.json.session },
    });
    expect(answered.status).toBe(200);
    const tokens = authTokensSchema.parse(answered.json);
    const user = await identity.call('GET', '/api/auth/user', { token: tokens.accessToken });
    expect(user.json).toMatchObject({ email, role: 'member', organization: { name: "owner's team" } });

    const reused = await identity.call('POST', '/api/auth/new-password', {
      body: { email, newPassword: 'another-password', session: again.json.session },
    });
    expect(reused.status).toBe(400);
    const members = await identity.call('GET', '/api/auth/team/members', { token: tokens.accessToken });
    expect(members.json.members.find((member: { email: string }) => member.email === email)).toMatchObject({ status: 'active' });
    expect((await identity.call('POST', '/api/auth/login', { body: { email, password: 'my-own-password' } })).status).toBe(200);
  });

  it('expires a challenge session after 10 minutes', async () => {
    const email = 'slow@team.example';
    await identity.call('POST', '/api/auth/team/invitations', { token: owner.accessToken, body: { email, role: 'viewer' } });
    const challenge = await identity.call('POST', '/api/auth/login', { body: { email, password: await temporaryPassword(email) } });
    identity.clock.offsetMs = 10 * 60_000 + 1000;
    try {
      const late = await identity.call('POST', '/api/auth/new-password', {
        body: { email, newPassword: 'slow-password', session: challenge.json.session },
      });
      expect(late.status).toBe(400);
    } finally {
      identity.clock.offsetMs = 0;
    }
  });

  it('answers an invitation of an account in another organization like any other, and tells that account', async () => {
    const fresh = await inviteByOwner('fresh@team.example', 'member');
    const elsewhere = await identity.signedIn('taken@other.example', 'taken-password');
    const invited = await inviteByOwner('Taken@Other.example', 'member');
    expect(invited.status).toBe(fresh.status);
    expect(Object.keys(invited.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(teamMemberSchema.parse(invited.json)).toMatchObject({ email: 'taken@other.example', role: 'member', status: 'invited' });
    const listed = async () =>
      (await identity.call('GET', '/api/auth/team/members', { token: owner.accessToken })).json.members.filter(
        (member: { email: string }) => member.email === 'taken@other.example',
      );
    expect(await listed()).toEqual([invited.json]);

    const [notice] = await identity.outbox.read('taken@other.example');
    expect(notice?.subject).toBe("Someone tried to invite you to owner's team on Groundwork");
    expect(notice?.text).not.toMatch(/temporary password/);
    expect((await identity.call('GET', '/api/auth/user', { token: elsewhere.accessToken })).json.organization.name).toBe("taken's team");
    expect((await logIn('taken@other.example', 'taken-password')).status).toBe(200);

    const again = await inviteByOwner('taken@other.example', 'admin');
    expect(again.status).toBe(201);
    expect(again.json).toEqual(invited.json);
    expect(await listed()).toHaveLength(1);
    const standIn = `/api/auth/team/members/${invited.json.userId}`;
    const changed = await identity.call('PATCH', standIn, { token: owner.accessToken, body: { role: 'viewer' } });
    expect(changed.json).toMatchObject({ email: 'taken@other.example', role: 'viewer', status: 'invited' });
    expect((await identity.call('DELETE', standIn, { token: owner.accessToken })).status).toBe(204);
    expect(await listed()).toEqual([]);
    expect((await logIn('taken@other.example', 'taken-password')).status).toBe(200);
  });

  it('re-invites a pending invitee with a new temporary password; the old one stops working', async () => {
    const email = 'again@team.example';
    const first = await inviteByOwner(email, 'member');
    const oldPassword = await temporaryPassword(email);
    const second = await inviteByOwner(email, 'member');
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const newPassword = await temporaryPassword(email);
    expect(newPassword).not.toBe(oldPassword);
    expect((await logIn(email, oldPassword)).status).toBe(401);
    const challenge = await logIn(email, newPassword);
    expect(challenge.json.challengeName).toBe(NEW_PASSWORD_REQUIRED);
  });

  it('refuses to invite someone who has joined the team (the list shows them anyway)', async () => {
    const res = await inviteByOwner('OWNER@team.example', 'member');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'ALREADY_MEMBER', message: 'This person is already a member of your team' });
  });

  it('expires a temporary password after 7 days; a new invitation brings a fresh one', async () => {
    const email = 'late@team.example';
    await inviteByOwner(email, 'viewer');
    const expired = await temporaryPassword(email);
    identity.clock.offsetMs = 7 * 24 * 3600 * 1000 + 1000;
    try {
      const late = await logIn(email, expired);
      expect(late.status).toBe(401);
      expect(late.json).toMatchObject({
        code: 'TEMPORARY_PASSWORD_EXPIRED',
        message: 'Your temporary password has expired, please ask your team admin to invite you again',
      });
      const wrong = await logIn(email, 'not-the-password');
      expect(wrong.json.code).toBe('INVALID_CREDENTIALS');
    } finally {
      identity.clock.offsetMs = 0;
    }
    await inviteByOwner(email, 'viewer');
    const challenge = await logIn(email, await temporaryPassword(email));
    expect(challenge.json.challengeName).toBe(NEW_PASSWORD_REQUIRED);
  });

  it('sends at most 5 invitations an hour to one address from one team', async () => {
    for (let i = 0; i < 5; i += 1) expect((await inviteByOwner('often@team.example', 'member')).status).toBe(201);
    const refused = await inviteByOwner('often@team.example', 'member');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many invitations, please try again in 60 minutes' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await identity.outbox.read('often@team.example')).toHaveLength(5);
  });

  it('does not count a pending owner invitation as an owner', async () => {
    const pending = await inviteByOwner('pending-owner@team.example', 'owner');
    const ownerId = (await identity.call('GET', '/api/auth/user', { token: owner.accessToken })).json.id;
    const demote = await identity.call('PATCH', `/api/auth/team/members/${ownerId}`, { token: owner.accessToken, body: { role: 'admin' } });
    expect(demote.json.code).toBe('LAST_OWNER');
    expect((await identity.call('DELETE', `/api/auth/team/members/${pending.json.userId}`, { token: owner.accessToken })).status).toBe(204);
  });
});

describe('team roles', () => {
  it('refuses writes by a viewer or a member with 403, and lets them list', async () => {
    for (const role of ['viewer', 'member']) {
      const caller = await joined(`${role}-writer@team.example`, role);
      const invite = await identity.call('POST', '/api/auth/team/invitations', {
        token: caller.accessToken,
        body: { email: `by-${role}@team.example`, role: 'viewer' },
      });
      expect(invite.status).toBe(403);
      expect(invite.json.code).toBe('FORBIDDEN');
      const change = await identity.call('PATCH', `/api/auth/team/members/${caller.userId}`, { token: caller.accessToken, body: { role: 'admin' } });
      expect(change.status).toBe(403);
      expect((await identity.call('DELETE', `/api/auth/team/members/${caller.userId}`, { token: caller.accessToken })).status).toBe(403);
      const list = await identity.call('GET', '/api/auth/team/members', { token: caller.accessToken });
      expect(list.status).toBe(200);
      expect(list.json.members.map((member: { email: string }) => member.email)).toContain('owner@team.example');
    }
  });

  it('lets an admin invite and change roles, but not grant or touch owner', async () => {
    const admin = await joined('admin@team.example', 'admin');
    const invited = await identity.call('POST', '/api/auth/team/invitations', {
      token: admin.accessToken,
      body: { email: 'by-admin@team.example', role: 'member' },
    });
    expect(invited.status).toBe(201);
    const grantOwner = await identity.call('POST', '/api/auth/team/invitations', {
      token: admin.accessToken,
      body: { email: 'owner-by-admin@team.example', role: 'owner' },
    });
    expect(grantOwner.status).toBe(403);

    const promoted = await identity.call('PATCH', `/api/auth/team/members/${invited.json.userId}`, {
      token: admin.accessToken,
      body: { role: 'viewer' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toMatchObject({ role: 'viewer' });
    expect((await identity.call('PATCH', `/api/auth/team/members/${invited.json.userId}`, { token: admin.accessToken, body: { role: 'owner' } })).status).toBe(
      403,
    );

    const ownerId = (await identity.call('GET', '/api/auth/user', { token: owner.accessToken })).json.id;
    expect((await identity.call('PATCH', `/api/auth/team/members/${ownerId}`, { token: admin.accessToken, body: { role: 'member' } })).status).toBe(403);
    expect((await identity.call('DELETE', `/api/auth/team/members/${ownerId}`, { token: admin.accessToken })).status).toBe(403);
  });

  it('keeps the last owner, and lets an owner hand over', async () => {
    const ownerId = (await identity.call('GET', '/api/auth/user', { token: owner.accessToken })).json.id;
    const demote = await identity.call('PATCH', `/api/auth/team/members/${ownerId}`, { token: owner.accessToken, body: { role: 'admin' } });
    expect(demote.status).toBe(409);
    expect(demote.json.code).toBe('LAST_OWNER');
    expect((await identity.call('DELETE', `/api/auth/team/members/${ownerId}`, { token: owner.accessToken })).json.code).toBe('LAST_OWNER');

    const second = await joined('second-owner@team.example', 'member');
    expect((await identity.call('PATCH', `/api/auth/team/members/${second.userId}`, { token: owner.accessToken, body: { role: 'owner' } })).status).toBe(200);
    const refreshed = await identity.call('POST', '/api/auth/refresh-token', { body: { refreshToken: second.refreshToken } });
    expect((await identity.call('GET', '/api/auth/user', { token: refreshed.json.accessToken })).json.role).toBe('owner');
    expect((await identity.call('PATCH', `/api/auth/team/members/${second.userId}`, { token: owner.accessToken, body: { role: 'member' } })).status).toBe(200);
  });

  it('removes a member: their account and sessions go, and an unknown id is 404', async () => {
    const leaving = await joined('leaving@team.example', 'member', 'leaving-password');
    const removed = await identity.call('DELETE', `/api/auth/team/members/${leaving.userId}`, { token: owner.accessToken });
    expect(removed.status).toBe(204);
    expect((await identity.call('POST', '/api/auth/refresh-token', { body: { refreshToken: leaving.refreshToken } })).status).toBe(401);
    expect((await identity.call('POST', '/api/auth/login', { body: { email: 'leaving@team.example', password: 'leaving-password' } })).status).toBe(401);
    expect((await identity.call('DELETE', `/api/auth/team/members/${leaving.userId}`, { token: owner.accessToken })).status).toBe(404);
  });

  it('keeps organizations apart', async () => {
    const outsider = await identity.signedIn('outsider@other.example');
    const list = await identity.call('GET', '/api/auth/team/members', { token: outsider.accessToken });
    expect(list.json.members.map((member: { email: string }) => member.email)).toEqual(['outsider@other.example']);
    const ownerId = (await identity.call('GET', '/api/auth/user', { token: owner.accessToken })).json.id;
    expect((await identity.call('DELETE', `/api/auth/team/members/${ownerId}`, { token: outsider.accessToken })).status).toBe(404);
  });

  it('needs a bearer token', async () => {
    const res = await identity.call('GET', '/api/auth/team/members');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="groundwork"');
  });
});
