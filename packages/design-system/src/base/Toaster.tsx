import { type KeyboardEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ToastVariant } from '../toast/toast-content';
import { toastChannel } from './toast-channel';
import { TOAST_MAX_WIDTH_PX } from './tokens';
import './toaster.css';

const ICON_PATHS: Record<ToastVariant, string> = {
  // A circle with an "i", a tick, a cross.
  default: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.6 14.2-4.2-4.2 1.4-1.4 2.8 2.8 6-6 1.4 1.4-7.4 7.4z',
  destructive:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.2 12.8-1.4 1.4L12 13.4l-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8z',
};

const toasterStyle = { width: `min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 48px))` };

/**
 * The page's toast outlet: shows the toast channel's visible toast at the bottom right, a
 * destructive one as an alert, the others as a status. The pointer or the focus on the toast keeps
 * it; Escape or the close button closes it. Plain elements, no antd, so every screen (the sign-in
 * page included) shows the same toast. Where several are mounted, the first mounted shows it.
 */
export function Toaster() {
  const [outlet] = useState(() => ({}));
  useEffect(() => toastChannel.mountOutlet(outlet), [outlet]);
  const { toast, outlet: shownBy } = useSyncExternalStore(toastChannel.subscribe, toastChannel.snapshot, toastChannel.snapshot);
  if (shownBy !== outlet || typeof document === 'undefined') return null;
  const variant = toast?.content.variant ?? 'default';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') toastChannel.dismiss();
  };
  return createPortal(
    <section className="gw-toaster" aria-label="Notifications" style={toasterStyle}>
      {toast && (
        // biome-ignore lint/a11y/noStaticElementInteractions: holding the toast while it is pointed at or focused is not an action of its own
        <div
          key={toast.id}
          className={`gw-toast gw-toast-${variant}`}
          role={variant === 'destructive' ? 'alert' : 'status'}
          onMouseEnter={() => toastChannel.hold(true)}
          onMouseLeave={() => toastChannel.hold(false)}
          onFocus={() => toastChannel.hold(true)}
          onBlur={() => toastChannel.hold(false)}
          onKeyDown={onKeyDown}
        >
          <svg className="gw-toast-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={ICON_PATHS[variant]} />
          </svg>
          <div className="gw-toast-body">
            <div className="gw-toast-title">{toast.content.title}</div>
            {toast.content.description && <div className="gw-toast-description">{toast.content.description}</div>}
          </div>
          <button type="button" className="gw-toast-close" aria-label="Close notification" onClick={() => toastChannel.dismiss()}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7l4.9 4.9-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z" />
            </svg>
          </button>
        </div>
      )}
    </section>,
    document.body,
  );
}
