import { createRemoteConfig } from '@groundwork/config/rspack';

export default createRemoteConfig({
  name: 'mfe_projects',
  dir: import.meta.dirname,
  devPort: 3002,
  title: 'Groundwork mfe-projects (standalone)',
  exposes: {
    './ProjectsDashboard': './src/features/dashboard/ProjectsDashboard.tsx',
  },
});
