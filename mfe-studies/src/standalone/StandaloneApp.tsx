import { createQueryClient } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router-dom';
import CityDirectoryTab from '../features/city-directory/CityDirectoryTab';
import SoilsTab from '../features/soils/SoilsTab';
import AerialTab from '../features/aerial/AerialTab';
import TopographyTab from '../features/topography/TopographyTab';
import FireMapTab from '../features/fire-map/FireMapTab';
import DatabaseTab from '../features/regulatory-database/DatabaseTab';
import ReportTab from '../features/report/ReportTab';

/** Every exposed screen, at the URL the shell would show it on. */
const screens = [
  { label: 'City Directory', link: '/projects/demo-project?tab=directory' },
  { label: 'Soils/Geology', link: '/projects/demo-project?tab=soils' },
  { label: 'Aerial Review', link: '/projects/demo-project?tab=aerial' },
  { label: 'Topography', link: '/projects/demo-project?tab=topography' },
  { label: 'Fire Insurance Map', link: '/projects/demo-project?tab=fire-map' },
  { label: 'Regulatory Database', link: '/projects/demo-project?tab=database' },
  { label: 'Report Generation', link: '/projects/demo-project?tab=report' },
];

const tabs: Record<string, ComponentType> = {
  directory: CityDirectoryTab,
  soils: SoilsTab,
  aerial: AerialTab,
  topography: TopographyTab,
  'fire-map': FireMapTab,
  database: DatabaseTab,
  report: ReportTab,
};

/** Mirrors the shell's /projects/:projectId?tab= so the tabs see the same URL as in the shell. */
function ProjectTab() {
  const [searchParams] = useSearchParams();
  const Tab = tabs[searchParams.get('tab') ?? ''];
  return Tab ? <Tab /> : <Typography.Paragraph>Pick a tab above.</Typography.Paragraph>;
}

/**
 * Development page for running this remote alone (`pnpm dev`): the providers the shell gives
 * remotes, and links to each exposed screen. Never loaded by the shell.
 */
export function StandaloneApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Flex component="nav" gap={16} wrap style={{ padding: 16, borderBottom: '1px solid #e5e7eb' }}>
            <Typography.Text strong>mfe_studies (standalone)</Typography.Text>
            {screens.map((screen) => (
              <Link key={screen.link} to={screen.link}>
                {screen.label}
              </Link>
            ))}
          </Flex>
          <div style={{ padding: 24 }}>
            <Routes>
              <Route path="/projects/:projectId" element={<ProjectTab />} />
              <Route path="*" element={<Typography.Paragraph>Pick a screen above.</Typography.Paragraph>} />
            </Routes>
          </div>
        </BrowserRouter>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
