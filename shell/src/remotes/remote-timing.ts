/**
 * User Timing marks of a remote's mount, for the remote-mount benchmark and for anyone profiling
 * the page: `gw:remote-commit:<module>` when its first render is committed, and
 * `gw:remote-paint:<module>` in the animation frame that paints it (its callbacks run just before
 * that frame's style, layout and paint; a mark queued after the paint would also count whatever
 * scripts the remote starts meanwhile, such as the map tab's ArcGIS).
 */
export const remoteCommitMark = (module: string) => `gw:remote-commit:${module}`;
export const remotePaintMark = (module: string) => `gw:remote-paint:${module}`;

export function markRemoteMounted(module: string): void {
  if (typeof performance?.mark !== 'function') return;
  performance.mark(remoteCommitMark(module));
  requestAnimationFrame(() => performance.mark(remotePaintMark(module)));
}
