import { TOAST_DURATION_MS, type ToastContent } from '../toast/toast-content';

type ToastListener = (content: ToastContent) => void;

export interface ToastChannel {
  /** Shows `content` in the toast outlet mounted last; with none mounted, in the next one if it mounts within 5 s. */
  publish: (content: ToastContent) => void;
  /** Makes `listener` the outlet (until the returned function is called). */
  subscribe: (listener: ToastListener) => () => void;
}

/**
 * Toasts for code above antd's App: the shell's session and query client are mounted before any
 * antd (the landing page loads none), so they publish here and the `AppThemeProvider` of the
 * current screen shows the toast. A toast published while no outlet is mounted waits for the next
 * one for as long as it would have been visible, then is dropped.
 */
export function createToastChannel(now: () => number = Date.now): ToastChannel {
  const outlets: ToastListener[] = [];
  let pending: { content: ToastContent; at: number } | null = null;
  return {
    publish(content) {
      const outlet = outlets.at(-1);
      if (outlet) outlet(content);
      else pending = { content, at: now() };
    },
    subscribe(listener) {
      outlets.push(listener);
      if (pending && now() - pending.at < TOAST_DURATION_MS) listener(pending.content);
      pending = null;
      return () => {
        const index = outlets.lastIndexOf(listener);
        if (index >= 0) outlets.splice(index, 1);
      };
    },
  };
}

const pageGlobal = globalThis as typeof globalThis & { __groundworkToastChannel?: ToastChannel };

/**
 * The page's one toast channel. On the page itself rather than in this module: each build that
 * bundles a design-system entry holds its own copy of this file, and the shell (which publishes)
 * and the provider (which shows) may come from different builds.
 */
if (!pageGlobal.__groundworkToastChannel) pageGlobal.__groundworkToastChannel = createToastChannel();
export const toastChannel: ToastChannel = pageGlobal.__groundworkToastChannel;
