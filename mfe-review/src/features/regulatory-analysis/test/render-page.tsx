import { setStoredTokens } from '@groundwork/api-client';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { PROJECT_ID, renderRouteInShell } from '../../../test/render-tab';
import RegulatoryAnalysisPage from '../RegulatoryAnalysisPage';
import { ITEM_INDEX, SUMMARY } from './fixtures';

export { aFile, button, toastText } from '../../review-phase1/test/render-review';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The URL the Database tab's Details button opens. */
export const pageUrl = (summary: string | null = SUMMARY, itemIndex = ITEM_INDEX) =>
  `/projects/${PROJECT_ID}/regulatory-analysis/${itemIndex}${summary === null ? '' : `?summary=${encodeURIComponent(summary)}`}`;

/** The page inside the shell's providers, signed in. */
export function renderPage(url = pageUrl(), options: { user?: { email: string; role: 'member' | 'viewer' } } = {}) {
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
  const view = renderRouteInShell(<RegulatoryAnalysisPage />, {
    path: '/projects/:projectId/regulatory-analysis/:itemIndex',
    url,
    user: options.user,
    otherRoutes: <Route path="/projects/:projectId" element={<Where />} />,
  });
  const user = userEvent.setup({ applyAccept: false });
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const uploadButton = () => screen.getByTestId('upload-button') as HTMLButtonElement;
  return { ...view, user, input, uploadButton };
}

/** The page once its session was read. */
export async function openPage(...args: Parameters<typeof renderPage>) {
  const view = renderPage(...args);
  await screen.findByTestId('record-results');
  await waitFor(() => expect(screen.queryByTestId('session-initializing')).toBeNull());
  return view;
}
