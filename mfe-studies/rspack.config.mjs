import { createRemoteConfig } from '@groundwork/config/rspack';

export default createRemoteConfig({
  name: 'mfe_studies',
  dir: import.meta.dirname,
  devPort: 3004,
  title: 'Groundwork mfe-studies (standalone)',
  exposes: {
    './CityDirectoryTab': './src/features/city-directory/CityDirectoryTab.tsx',
    './SoilsTab': './src/features/soils/SoilsTab.tsx',
    './AerialTab': './src/features/aerial/AerialTab.tsx',
    './TopographyTab': './src/features/topography/TopographyTab.tsx',
    './FireMapTab': './src/features/fire-map/FireMapTab.tsx',
    './DatabaseTab': './src/features/regulatory-database/DatabaseTab.tsx',
    './ReportTab': './src/features/report/ReportTab.tsx',
  },
});
