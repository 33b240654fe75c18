import { toastChannel } from '../base/toast-channel';
import type { ToastContent } from './toast-content';

export interface ToastApi {
  /** Shows a toast, replacing the visible one (at most one is visible). */
  toast: (content: ToastContent) => void;
  /** Closes the visible toast. */
  dismiss: () => void;
}

const toastApi: ToastApi = {
  toast: (content) => toastChannel.publish(content),
  dismiss: () => toastChannel.dismiss(),
};

/**
 * Toasts on the page's toast channel, shown by the shell's `Toaster` (or the one an
 * `AppThemeProvider` mounts when a remote runs on its own). Stable across renders.
 */
export function useToast(): ToastApi {
  return toastApi;
}
