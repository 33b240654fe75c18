import { remoteModules } from '../../app/remote-modules';
import { RemoteBoundary } from '../../remotes/RemoteBoundary';

/**
 * `/`: the landing page. Spec 01 shows the projects dashboard here to a signed-in user; that
 * choice belongs in this component once the session exists (identity issue).
 */
export function HomePage() {
  return <RemoteBoundary module={remoteModules.landing} />;
}
