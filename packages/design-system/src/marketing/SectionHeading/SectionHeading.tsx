import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '../../theme/theme';

export interface SectionHeadingProps {
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: string;
  subtitle?: ReactNode;
  align?: 'center' | 'start';
  /** Heading level; 1 for a page's hero. */
  level?: 1 | 2 | 3;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

export function SectionHeading({ title, eyebrow, subtitle, align = 'center', level = 2, inverted = false }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <div style={{ textAlign: centred ? 'center' : 'start', maxWidth: centred ? 760 : undefined, margin: centred ? '0 auto' : 0 }}>
      {eyebrow !== undefined && (
        <Typography.Text
          strong
          style={{
            display: 'block',
            marginBottom: 8,
            color: inverted ? '#9fd9cb' : palette.primary,
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
            fontSize: 13,
          }}
        >
          {eyebrow}
        </Typography.Text>
      )}
      <Typography.Title level={level} style={{ margin: 0, color: inverted ? '#ffffff' : undefined, textWrap: 'balance' }}>
        {title}
      </Typography.Title>
      {subtitle !== undefined && (
        <Typography.Paragraph
          style={{
            margin: '12px 0 0',
            fontSize: 17,
            color: inverted ? 'rgba(255,255,255,0.82)' : palette.inkMuted,
            textWrap: 'pretty',
          }}
        >
          {subtitle}
        </Typography.Paragraph>
      )}
    </div>
  );
}
