import type { ReactNode } from 'react';

/** Hides content from sight but not from screen readers (e.g. the start of a control's name). */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Text for screen readers only. Put in a control beside its visible text, it makes the control's
 * name longer while keeping the visible text part of it (WCAG 2.5.3, axe's
 * label-content-name-mismatch), where an aria-label would replace it.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHiddenStyle}>{children}</span>;
}
