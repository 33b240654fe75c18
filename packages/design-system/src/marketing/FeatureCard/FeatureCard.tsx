import type { ReactNode } from 'react';
import { palette } from '../../base/tokens';

export interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  testId?: string;
}

export function FeatureCard({ icon, title, description, testId }: FeatureCardProps) {
  return (
    <div className="gw-card" data-testid={testId} style={{ height: '100%', padding: 24 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 48,
          height: 48,
          borderRadius: 12,
          background: palette.primaryTint,
          color: palette.primary,
          fontSize: 24,
        }}
      >
        {icon}
      </span>
      <h3 style={{ margin: '16px 0 8px', fontSize: 18, fontWeight: 600, lineHeight: 1.4, color: palette.ink }}>{title}</h3>
      <p style={{ margin: 0, fontSize: 15, lineHeight: 1.6, color: palette.inkMuted }}>{description}</p>
    </div>
  );
}
