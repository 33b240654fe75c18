import { TOAST_DURATION_MS, type ToastContent } from '../toast/toast-content';

/** The toast on screen; `id` changes with every toast published. */
export interface VisibleToast {
  id: number;
  content: ToastContent;
}

/** What a `Toaster` renders: the visible toast, and which mounted toaster shows it. */
export interface ToastSnapshot {
  toast: VisibleToast | null;
  /** The toaster mounted first (and still mounted); the others render nothing. */
  outlet: object | null;
}

export interface ToastChannel {
  /** Shows `content`, replacing the visible toast (one at a time), for TOAST_DURATION_MS. */
  publish: (content: ToastContent) => void;
  /** Closes the visible toast. */
  dismiss: () => void;
  /** While held (the pointer or the focus is on the toast) it stays; released, it gets its full time again. */
  hold: (held: boolean) => void;
  /** Registers a mounted toaster; the returned function unregisters it. */
  mountOutlet: (outlet: object) => () => void;
  /** The current state, a new object after every change (for `useSyncExternalStore`). */
  snapshot: () => ToastSnapshot;
  /** Calls `listener` after every change; the returned function stops it. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * The page's toasts, kept outside React and outside antd: the shell's session and query client
 * publish before any screen is mounted, remotes publish through `useToast`, and the one `Toaster`
 * shows the visible toast whichever screen is up. A toast published while no toaster is mounted
 * is shown by the next one for the rest of its time (spec 01 section 9: one toast, 5000 ms).
 */
export function createToastChannel(): ToastChannel {
  const listeners = new Set<() => void>();
  const outlets: object[] = [];
  let state: ToastSnapshot = { toast: null, outlet: null };
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const update = (toast: VisibleToast | null) => {
    state = { toast, outlet: outlets[0] ?? null };
    for (const listener of [...listeners]) listener();
  };
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const startTimer = () => {
    stopTimer();
    timer = setTimeout(() => {
      timer = undefined;
      update(null);
    }, TOAST_DURATION_MS);
  };

  return {
    publish(content) {
      update({ id: nextId++, content });
      startTimer();
    },
    dismiss() {
      stopTimer();
      if (state.toast) update(null);
    },
    hold(held) {
      if (!state.toast) return;
      if (held) stopTimer();
      else startTimer();
    },
    mountOutlet(outlet) {
      outlets.push(outlet);
      update(state.toast);
      return () => {
        const index = outlets.indexOf(outlet);
        if (index >= 0) outlets.splice(index, 1);
        update(state.toast);
      };
    },
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const pageGlobal = globalThis as typeof globalThis & { __groundworkToastChannel?: ToastChannel };

/**
 * The page's one toast channel. On the page itself rather than in this module: each build that
 * bundles a design-system entry holds its own copy of this file, and the shell (which mounts the
 * toaster) and a remote (which publishes) come from different builds.
 */
if (!pageGlobal.__groundworkToastChannel?.mountOutlet) pageGlobal.__groundworkToastChannel = createToastChannel();
export const toastChannel: ToastChannel = pageGlobal.__groundworkToastChannel;
