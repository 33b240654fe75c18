import { useCallback, useMemo, useState } from 'react';

/** A dialog's last opening: what it shows, whether it is still open, and a key new for each opening. */
export interface DialogOpening<T> {
  target: T;
  open: boolean;
  key: number;
}

export interface DialogState<T> {
  /** Null until the dialog first opens; kept (closed) after that, while the dialog animates out. */
  opening: DialogOpening<T> | null;
  show: (target: T) => void;
  hide: () => void;
}

/**
 * The state of a dialog whose code loads when it first opens. The dialog stays mounted once
 * closed, with `open` false, so it can close as a dialog should: animate out and give the focus
 * back to the control that opened it (unmounting it at once loses the focus to the page). Render
 * it with `key={opening.key}`: each opening starts a fresh form.
 */
export function useDialogState<T>(): DialogState<T> {
  const [opening, setOpening] = useState<DialogOpening<T> | null>(null);
  const show = useCallback((target: T) => setOpening((previous) => ({ target, open: true, key: (previous?.key ?? 0) + 1 })), []);
  const hide = useCallback(() => setOpening((previous) => (previous?.open ? { ...previous, open: false } : previous)), []);
  return useMemo(() => ({ opening, show, hide }), [opening, show, hide]);
}
