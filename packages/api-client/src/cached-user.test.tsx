import type { User } from '@groundwork/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authQueryKeys } from './auth-api';
import { mayWrite, useCachedUser } from './cached-user';

function ShowUser() {
  const user = useCachedUser();
  return <p>{user ? `${user.email} (${user.role})` : 'nobody'}</p>;
}

describe('useCachedUser', () => {
  it('reads the user the shell cached and follows its changes, without fetching', async () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ShowUser />
      </QueryClientProvider>,
    );
    expect(screen.getByText('nobody')).toBeInstanceOf(HTMLElement);
    const user: User = { email: 'sam@acme.test', role: 'viewer' };
    await act(async () => {
      queryClient.setQueryData(authQueryKeys.user, user);
    });
    expect(screen.getByText('sam@acme.test (viewer)')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      queryClient.setQueryData(authQueryKeys.user, null);
    });
    expect(screen.getByText('nobody')).toBeInstanceOf(HTMLElement);
    expect(queryClient.getQueryCache().find({ queryKey: authQueryKeys.user })?.state.fetchStatus).toBe('idle');
  });
});

describe('mayWrite', () => {
  it('keeps a viewer to reading', () => {
    expect(mayWrite('viewer')).toBe(false);
  });
  it.each(['owner', 'admin', 'member'] as const)('lets a %s write', (role) => {
    expect(mayWrite(role)).toBe(true);
  });
  it('leaves an unknown role to the server', () => {
    expect(mayWrite(undefined)).toBe(true);
  });
});
