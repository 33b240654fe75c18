import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ProjectPage } from '../pages/project/ProjectPage';
import { SignInPage } from '../pages/sign-in/SignInPage';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { remoteModules } from './remote-modules';

/** The route table of spec 01 section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/dashboard" element={<RemoteBoundary module={remoteModules.projectsDashboard} />} />
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/demo" element={<RemoteBoundary module={remoteModules.demo} />} />
      <Route path="/projects/:projectId" element={<ProjectPage />} />
      <Route
        path="/projects/:projectId/regulatory-analysis/:itemIndex"
        element={<RemoteBoundary module={remoteModules.regulatoryAnalysis} />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
