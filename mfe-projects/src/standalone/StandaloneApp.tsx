import { createQueryClient } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import ProjectsDashboard from '../features/dashboard/ProjectsDashboard';

/** Every exposed screen, at the URL the shell would show it on. */
const screens = [
  { label: 'Projects', link: '/dashboard' },
];

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
            <Typography.Text strong>mfe_projects (standalone)</Typography.Text>
            {screens.map((screen) => (
              <Link key={screen.link} to={screen.link}>
                {screen.label}
              </Link>
            ))}
          </Flex>
          <div style={{ padding: 24 }}>
            <Routes>
              <Route path="/dashboard" element={<ProjectsDashboard />} />
              <Route path="*" element={<Typography.Paragraph>Pick a screen above.</Typography.Paragraph>} />
            </Routes>
          </div>
        </BrowserRouter>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
