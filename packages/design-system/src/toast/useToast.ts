import { App } from 'antd';
import { useMemo } from 'react';
import { TOAST_DURATION_MS, type ToastContent } from './toast-content';

export interface ToastApi {
  /** Shows a toast, replacing the visible one (at most one is visible). */
  toast: (content: ToastContent) => void;
  /** Closes every visible toast. */
  dismiss: () => void;
}

const TOAST_DURATION_SECONDS = TOAST_DURATION_MS / 1000;

/**
 * Toasts through antd's App notification API. Needs an `AppThemeProvider` (or antd `App`) above,
 * which limits the page to one visible notification.
 */
export function useToast(): ToastApi {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      toast({ title, description, variant = 'default' }: ToastContent) {
        const args = {
          title,
          description,
          duration: TOAST_DURATION_SECONDS,
          role: variant === 'destructive' ? ('alert' as const) : ('status' as const),
        };
        if (variant === 'destructive') notification.error(args);
        else if (variant === 'success') notification.success(args);
        else notification.open(args);
      },
      dismiss() {
        notification.destroy();
      },
    }),
    [notification],
  );
}
