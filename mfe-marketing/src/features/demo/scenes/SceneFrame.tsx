import { palette } from '@groundwork/design-system/base';
import type { ReactNode } from 'react';

/** The fixed-size stage every demo scene draws on, so the page does not jump between steps. */
export function SceneFrame({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="demo-scene"
      style={{
        minHeight: 340,
        borderRadius: 12,
        background: palette.surfaceMuted,
        border: `1px solid ${palette.border}`,
        padding: 20,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        justifyContent: 'center',
      }}
    >
      {children}
    </div>
  );
}

/** Fades a piece of a scene in once it is revealed, keeping its space reserved before. */
export function Reveal({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div aria-hidden={!shown} style={{ opacity: shown ? 1 : 0, transition: 'opacity 400ms ease', visibility: shown ? 'visible' : 'hidden' }}>
      {children}
    </div>
  );
}
