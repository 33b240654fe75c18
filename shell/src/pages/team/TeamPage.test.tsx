import { setStoredTokens } from '@groundwork/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-app';
import { TeamPage } from './TeamPage';

let api: FakeApi;
const members = [
  { userId: 'u1', email: 'owner@acme.test', role: 'owner', status: 'active', joinedAt: '2026-11-01T10:00:00.000Z' },
  { userId: 'u2', email: 'sam@acme.test', role: 'member', status: 'invited', joinedAt: '2026-11-20T10:00:00.000Z' },
];

function signInAs(role: string) {
  setStoredTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r' });
  api.on('GET /api/auth/user', { body: { email: 'owner@acme.test', role, organization: { id: 'o1', name: 'Acme' } } });
  api.on('GET /api/auth/team/members', { body: { members } });
}

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TeamPage', () => {
  it('lists members with role, status and join date', async () => {
    signInAs('viewer');
    renderWithShell(<TeamPage />, { path: '/team' });
    const row = (await screen.findByText('sam@acme.test')).closest('tr')!;
    expect(within(row).getByText('Member')).toBeInstanceOf(HTMLElement);
    expect(within(row).getByText('Invited')).toBeInstanceOf(HTMLElement);
    expect(within(row).getByText('Nov 20, 2026')).toBeInstanceOf(HTMLElement);
  });

  it('hides the controls from members and viewers', async () => {
    signInAs('member');
    renderWithShell(<TeamPage />, { path: '/team' });
    await screen.findByText('sam@acme.test');
    expect(screen.queryByText('Invite a member')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove sam@acme.test' })).toBeNull();
  });

  it('lets an owner invite, and shows the server message when it fails', async () => {
    signInAs('owner');
    api.on('POST /api/auth/team/invitations', { status: 409, body: { message: 'This person is already a member' } });
    renderWithShell(<TeamPage />, { path: '/team' });
    await screen.findByText('Invite a member');
    fireEvent.change(screen.getByLabelText('Email to invite'), { target: { value: 'sam@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('This person is already a member')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Invitation failed')).toBeInstanceOf(HTMLElement);
    expect(api.fetch.mock.calls.find(([url]) => url === '/api/auth/team/invitations')?.[1].body).toBe('{"email":"sam@acme.test","role":"member"}');
  });

  it('removes a member after confirmation and reloads the list', async () => {
    signInAs('admin');
    api.on('DELETE /api/auth/team/members/u2', { status: 204 });
    renderWithShell(<TeamPage />, { path: '/team' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove sam@acme.test' }));
    expect(api.calls()).not.toContain('DELETE /api/auth/team/members/u2');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/auth/team/members/u2'));
    await waitFor(() => expect(api.calls().filter((call) => call === 'GET /api/auth/team/members')).toHaveLength(2));
  });
});
