import { Flex, Typography } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router-dom';

export interface StandaloneScreen {
  label: string;
  /** The URL the shell shows the screen on. */
  link: string;
}

export interface StandaloneRemoteProps {
  /** The Module Federation name, e.g. `mfe_studies`. */
  remoteName: string;
  screens: readonly StandaloneScreen[];
  /** Project tabs this remote exposes, by tab key: served on /projects/:projectId?tab=<key>. */
  projectTabs?: Readonly<Record<string, ComponentType>>;
  /** Other `<Route>` elements for the remote's full-page screens. */
  children?: ReactNode;
}

function ProjectTab({ tabs }: { tabs: Readonly<Record<string, ComponentType>> }) {
  const [searchParams] = useSearchParams();
  const Tab = tabs[searchParams.get('tab') ?? ''];
  return Tab ? <Tab /> : <Typography.Paragraph>Pick a tab above.</Typography.Paragraph>;
}

/**
 * The development page of a remote running alone (`pnpm dev`): a router, links to each exposed
 * screen, and the screens at the URLs the shell would show them on. Never loaded by the shell.
 */
export function StandaloneRemote({ remoteName, screens, projectTabs, children }: StandaloneRemoteProps) {
  return (
    <BrowserRouter>
      <Flex component="nav" gap={16} wrap style={{ padding: 16, borderBottom: '1px solid #e5e7eb' }}>
        <Typography.Text strong>{remoteName} (standalone)</Typography.Text>
        {screens.map((screen) => (
          <Link key={screen.link} to={screen.link}>
            {screen.label}
          </Link>
        ))}
      </Flex>
      <div style={{ padding: 24 }}>
        <Routes>
          {projectTabs && <Route path="/projects/:projectId" element={<ProjectTab tabs={projectTabs} />} />}
          {children}
          <Route path="*" element={<Typography.Paragraph>Pick a screen above.</Typography.Paragraph>} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
