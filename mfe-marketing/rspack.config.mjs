import { createRemoteConfig } from '@groundwork/config/rspack';

export default createRemoteConfig({
  name: 'mfe_marketing',
  dir: import.meta.dirname,
  devPort: 3001,
  title: 'Groundwork marketing (standalone)',
  exposes: {
    './LandingPage': './src/exposes/LandingPage.tsx',
    './DemoPage': './src/exposes/DemoPage.tsx',
  },
});
