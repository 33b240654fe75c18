import { AppThemeProvider } from '@groundwork/design-system/theme';
import { EmptyState } from '@groundwork/design-system/components';
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ButtonLink } from '../components/ButtonLink';
import DemoPage from '../exposes/DemoPage';
import LandingPage from '../exposes/LandingPage';

/**
 * Runs the exposed pages without the shell (port 3001). Inside the shell, the shell's router and
 * AppThemeProvider wrap them instead.
 */
export function StandaloneApp() {
  return (
    <StrictMode>
      <AppThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/demo" element={<DemoPage />} />
            <Route path="*" element={<ShellOnlyRoute />} />
          </Routes>
        </BrowserRouter>
      </AppThemeProvider>
    </StrictMode>
  );
}

function ShellOnlyRoute() {
  return (
    <EmptyState
      title="This route belongs to the shell"
      description="Run the whole platform (pnpm start) to follow links to sign-in and the dashboard."
      action={<ButtonLink to="/">Back to the landing page</ButtonLink>}
    />
  );
}
