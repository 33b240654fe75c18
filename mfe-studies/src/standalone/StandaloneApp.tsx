import { ApiProvider } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { StandaloneRemote } from '@groundwork/design-system/components';
import CityDirectoryTab from '../features/city-directory/CityDirectoryTab';
import SoilsTab from '../features/soils/SoilsTab';
import AerialTab from '../features/aerial/AerialTab';
import TopographyTab from '../features/topography/TopographyTab';
import FireMapTab from '../features/fire-map/FireMapTab';
import DatabaseTab from '../features/regulatory-database/DatabaseTab';
import ReportTab from '../features/report/ReportTab';

const screens = [
  { label: 'City Directory', link: '/projects/demo-project?tab=directory' },
  { label: 'Soils/Geology', link: '/projects/demo-project?tab=soils' },
  { label: 'Aerial Review', link: '/projects/demo-project?tab=aerial' },
  { label: 'Topography', link: '/projects/demo-project?tab=topography' },
  { label: 'Fire Insurance Map', link: '/projects/demo-project?tab=fire-map' },
  { label: 'Regulatory Database', link: '/projects/demo-project?tab=database' },
  { label: 'Report Generation', link: '/projects/demo-project?tab=report' },
];

const projectTabs = {
  directory: CityDirectoryTab,
  soils: SoilsTab,
  aerial: AerialTab,
  topography: TopographyTab,
  'fire-map': FireMapTab,
  database: DatabaseTab,
  report: ReportTab,
};

/** Development page for running this remote alone (`pnpm dev`); never loaded by the shell. */
export function StandaloneApp() {
  return (
    <AppThemeProvider>
      <ApiProvider>
        <StandaloneRemote remoteName="mfe_studies" screens={screens} projectTabs={projectTabs} />
      </ApiProvider>
    </AppThemeProvider>
  );
}
