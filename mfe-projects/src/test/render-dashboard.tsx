import { authQueryKeys, createQueryClient } from '@groundwork/api-client';
import type { User } from '@groundwork/contracts';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

/** Shows the current path and query, so tests can assert navigations. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderOptions {
  /** The user the shell cached under `authQueryKeys.user`; none when omitted. */
  user?: User;
}

/**
 * `ui` at `/` inside what the shell provides a remote: theme with toasts, a query client with
 * the spec's defaults and a global onError hook (the shell's unauthorized handler), a router.
 * Other paths render nothing but the location probe.
 */
export function renderInShell(ui: ReactElement, { user }: RenderOptions = {}) {
  const onGlobalError = vi.fn();
  const queryClient = createQueryClient({ onError: onGlobalError });
  if (user) queryClient.setQueryData(authQueryKeys.user, user);
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, queryClient, onGlobalError };
}

/** The current path and query shown by the probe. */
export const currentPath = (container: { getByTestId: (id: string) => HTMLElement }) => container.getByTestId('location').textContent;
