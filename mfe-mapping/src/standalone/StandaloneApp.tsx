import { createQueryClient } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router-dom';
import AdjoiningPropertiesTab from '../features/adjoining-properties/AdjoiningPropertiesTab';

/** Every exposed screen, at the URL the shell would show it on. */
const screens = [
  { label: 'Adjoining Properties', link: '/projects/demo-project?tab=adjoining' },
];

const tabs: Record<string, ComponentType> = {
  adjoining: AdjoiningPropertiesTab,
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
            <Typography.Text strong>mfe_mapping (standalone)</Typography.Text>
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
