import { remoteModules } from '../../app/remote-modules';
import { AppFrame } from '../../app/lazy-pages';
import { FullPageSpinner } from '../../app/frame/FullPageSpinner';
import { useAuth } from '../../auth/AuthContext';
import { RemoteBoundary } from '../../remotes/RemoteBoundary';

/** `/`: the projects dashboard for a signed-in user, the landing page otherwise. */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (user) {
    return (
      <AppFrame>
        <RemoteBoundary module={remoteModules.projectsDashboard} />
      </AppFrame>
    );
  }
  return <RemoteBoundary module={remoteModules.landing} />;
}
