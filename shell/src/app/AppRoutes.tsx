import { Route, Routes } from 'react-router-dom';
import { RequireUser } from '../auth/RequireUser';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ProjectPage } from '../pages/project/ProjectPage';
import { SignInPage } from '../pages/sign-in/SignInPage';
import { TeamPage } from '../pages/team/TeamPage';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { AppFrame } from './frame/AppFrame';
import { remoteModules } from './remote-modules';

/** The route table of spec 01 section 2, plus /team. */
export function AppRoutes() {
  return (
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
  );
}
