import { setStoredTokens } from '@groundwork/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../../test/render-tab';
import ReviewPhase1Tab from '../ReviewPhase1Tab';

/** The tab on /projects/{id}?tab=review-phase1 inside the shell's providers, signed in. */
export function renderReviewTab() {
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
  const view = renderInShell(<ReviewPhase1Tab />, { tab: 'review-phase1' });
  const user = userEvent.setup({ applyAccept: false });
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, user, input };
}

/** The whole text of the toast titled `title`, once shown. */
export const toastText = async (title: string, timeout?: number) =>
  (await screen.findByText(title, { selector: '.gw-toast-title' }, timeout ? { timeout } : undefined)).closest('.gw-toast')?.textContent;

/** A button by its visible text (antd's icons add their own name). */
export const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

export const aFile = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name);
