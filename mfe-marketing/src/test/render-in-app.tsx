import { AppThemeProvider } from '@groundwork/design-system/theme';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** Renders a page the way the shell does: theme provider and a router, plus the current path. */
export function renderInApp(page: ReactElement, initialPath = '/') {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[initialPath]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}
