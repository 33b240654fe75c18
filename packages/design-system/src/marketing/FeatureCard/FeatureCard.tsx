import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '../../theme/theme';

export interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  testId?: string;
}

export function FeatureCard({ icon, title, description, testId }: FeatureCardProps) {
  return (
    <Card data-testid={testId} variant="outlined" style={{ height: '100%' }} styles={{ body: { padding: 24 } }}>
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
      <Typography.Title level={4} style={{ margin: '16px 0 8px', fontSize: 18 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, color: palette.inkMuted }}>{description}</Typography.Paragraph>
    </Card>
  );
}
