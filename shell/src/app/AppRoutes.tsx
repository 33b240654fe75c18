import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { RequireUser } from '../auth/RequireUser';
import { HomePage } from '../pages/home/HomePage';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { AntdScope } from './AntdScope';
import { FullPageSpinner } from './frame/FullPageSpinner';
import { AppFrame, NotFoundPage, ProjectPage, SignInPage, TeamPage } from './lazy-pages';
import { remoteModules } from './remote-modules';

/** Screens built without antd: the demo, the sign-in page, and the landing page of a visitor who is not signed in. */
export function isAntdFreeScreen(pathname: string, signedIn: boolean): boolean {
  return pathname === '/demo' || pathname === '/auth' || (pathname === '/' && !signedIn);
}

/** The route table of spec 01 section 2, plus /team. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  return (
    <AntdScope active={!isLoading && !isAntdFreeScreen(pathname, Boolean(user))}>
      <AppRouteTable />
    </AntdScope>
  );
}

function AppRouteTable() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route
          path="/dashboard"
          element={
            <RequireUser>
              <AppFrame>
                <RemoteBoundary module={remoteModules.projectsDashboard} />
              </AppFrame>
            </RequireUser>
          }
        />
        <Route
          path="/team"
          element={
            <RequireUser>
              <AppFrame>
                <TeamPage />
              </AppFrame>
            </RequireUser>
          }
        />
        <Route path="/auth" element={<SignInPage />} />
        <Route path="/demo" element={<RemoteBoundary module={remoteModules.demo} />} />
        <Route
          path="/projects/:projectId"
          element={
            <RequireUser>
              <ProjectPage />
            </RequireUser>
          }
        />
        <Route
          path="/projects/:projectId/regulatory-analysis/:itemIndex"
          element={
            <RequireUser>
              <RemoteBoundary module={remoteModules.regulatoryAnalysis} />
            </RequireUser>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
