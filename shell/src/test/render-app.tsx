import { AppThemeProvider } from '@groundwork/design-system/theme';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellQueryProvider } from '../app/ShellQueryProvider';
import { AuthProvider } from '../auth/AuthProvider';

/** Shows the current path, so tests can assert navigations. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The shell's providers (theme, query client with the unauthorized handler, router, auth) around `ui`. */
export function renderWithShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppThemeProvider>
      <ShellQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>
            {ui}
            <LocationProbe />
          </AuthProvider>
        </MemoryRouter>
      </ShellQueryProvider>
    </AppThemeProvider>,
  );
}
