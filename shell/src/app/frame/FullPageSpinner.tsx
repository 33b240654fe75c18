import { LoadingIndicator } from '@groundwork/design-system/base';

/** Shown while the session's user or a page's code loads (no antd: it may be the first paint). */
export function FullPageSpinner() {
  return <LoadingIndicator label="Loading Groundwork" minHeight="100vh" data-testid="session-loading" />;
}
