import type { CSSProperties } from 'react';
import { palette } from './tokens';

export interface LoadingIndicatorProps {
  /** What is loading, for screen readers ("Loading" by default). */
  label?: string;
  /** Height of the area the spinner is centred in. */
  minHeight?: CSSProperties['minHeight'];
  'data-testid'?: string;
}

/**
 * A spinner without antd (the shell shows it before any antd has loaded): an SVG arc turned by
 * its own animation, in a live status region.
 */
export function LoadingIndicator({ label = 'Loading', minHeight = 240, 'data-testid': testId }: LoadingIndicatorProps) {
  return (
    <div role="status" aria-live="polite" data-testid={testId} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="16" fill="none" stroke={palette.border} strokeWidth="4" />
        <path d="M20 4a16 16 0 0 1 16 16" fill="none" stroke={palette.primary} strokeWidth="4" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="0.9s" repeatCount="indefinite" />
        </path>
      </svg>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{label}</span>
    </div>
  );
}
