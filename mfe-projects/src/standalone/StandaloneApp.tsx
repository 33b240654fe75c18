import { ApiProvider } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { StandaloneRemote } from '@groundwork/design-system/components';
import { Route } from 'react-router-dom';
import ProjectsDashboard from '../features/dashboard/ProjectsDashboard';

/** Development page for running this remote alone (`pnpm dev`); never loaded by the shell. */
export function StandaloneApp() {
  return (
    <AppThemeProvider>
      <ApiProvider>
        <StandaloneRemote remoteName="mfe_projects" screens={[{ label: 'Projects', link: '/dashboard' }]}>
          <Route path="/dashboard" element={<ProjectsDashboard />} />
        </StandaloneRemote>
      </ApiProvider>
    </AppThemeProvider>
  );
}
