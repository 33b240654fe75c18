import { createRemoteConfig } from '@groundwork/config/rspack';

export default createRemoteConfig({
  name: 'mfe_mapping',
  dir: import.meta.dirname,
  devPort: 3003,
  title: 'Groundwork mfe-mapping (standalone)',
  exposes: {
    './AdjoiningPropertiesTab': './src/features/adjoining-properties/AdjoiningPropertiesTab.tsx',
  },
});
