import type { CSSProperties } from 'react';
import { palette } from './tokens';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoadingIndicatorProps {
  /** What is loading, for screen readers ("Loading" by default). */
  label?: string;
  /** Height of the area the spinner is centred in. */
  minHeight?: CSSProperties['minHeight'];
  'data-testid'?: string;
}

/** The spinning arc alone (decorative), e.g. inside a busy button. */
export function SpinnerArc({ size, color = palette.primary, track = palette.border }: { size: number; color?: string; track?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="16" fill="none" stroke={track} strokeWidth="4" />
      <path d="M20 4a16 16 0 0 1 16 16" fill="none" stroke={color} strokeWidth="4" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="0.9s" repeatCount="indefinite" />
      </path>
    </svg>
  );
}

/**
 * A spinner without antd (the shell shows it before any antd has loaded): an SVG arc turned by
 * its own animation, in a live status region.
 */
export function LoadingIndicator({ label = 'Loading', minHeight = 240, 'data-testid': testId }: LoadingIndicatorProps) {
  return (
    <div role="status" aria-live="polite" data-testid={testId} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <SpinnerArc size={40} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
