import { ApiProvider } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { StandaloneRemote } from '@groundwork/design-system/components';
import AdjoiningPropertiesTab from '../features/adjoining-properties/AdjoiningPropertiesTab';

const screens = [{ label: 'Adjoining Properties', link: '/projects/demo-project?tab=adjoining' }];
const projectTabs = { adjoining: AdjoiningPropertiesTab };

/** Development page for running this remote alone (`pnpm dev`); never loaded by the shell. */
export function StandaloneApp() {
  return (
    <AppThemeProvider>
      <ApiProvider>
        <StandaloneRemote remoteName="mfe_mapping" screens={screens} projectTabs={projectTabs} />
      </ApiProvider>
    </AppThemeProvider>
  );
}
