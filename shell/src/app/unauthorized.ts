import { isUnauthorizedError } from '@groundwork/api-client/boot';
import { API_ROUTES } from '@groundwork/contracts/boot';
import { failureToast, type ToastContent } from '@groundwork/design-system/base';

/** Spec 01 section 9: the redirect after an unauthorized answer waits 500 ms. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
/** Where an unauthorized answer sends the browser; the gateway redirects it to /auth. */
export const UNAUTHORIZED_REDIRECT_URL = API_ROUTES.login.path;

export interface UnauthorizedHandlerDeps {
  toast: (content: ToastContent) => void;
  redirect: (url: string) => void;
}

/**
 * The global reaction to an unauthorized API answer: the "Unauthorized" toast, then after 500 ms
 * the browser goes to /api/login. Several failures at once lead to one toast and one redirect.
 */
export function createUnauthorizedHandler({ toast, redirect }: UnauthorizedHandlerDeps): (error: unknown) => void {
  let redirecting = false;
  return (error) => {
    if (redirecting || !isUnauthorizedError(error)) return;
    redirecting = true;
    toast(failureToast('unauthorized'));
    setTimeout(() => redirect(UNAUTHORIZED_REDIRECT_URL), UNAUTHORIZED_REDIRECT_DELAY_MS);
  };
}
