import type { ReactNode } from 'react';
import { palette } from '../../base/tokens';

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

/** Font sizes of the heading levels, as the antd theme draws its titles. */
const TITLE_FONT_SIZE = { 1: 38, 2: 30, 3: 24 } as const;

export function SectionHeading({ title, eyebrow, subtitle, align = 'center', level = 2, inverted = false }: SectionHeadingProps) {
  const centred = align === 'center';
  const Title = `h${level}` as const;
  return (
    <div style={{ textAlign: centred ? 'center' : 'start', maxWidth: centred ? 760 : undefined, margin: centred ? '0 auto' : 0 }}>
      {eyebrow !== undefined && (
        <span
          style={{
            display: 'block',
            marginBottom: 8,
            color: inverted ? '#9fd9cb' : palette.primary,
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
            fontSize: 13,
            fontWeight: 600,
          }}
        >
          {eyebrow}
        </span>
      )}
      <Title
        style={{
          margin: 0,
          fontSize: TITLE_FONT_SIZE[level],
          fontWeight: 600,
          lineHeight: 1.23,
          color: inverted ? '#ffffff' : palette.ink,
          textWrap: 'balance',
        }}
      >
        {title}
      </Title>
      {subtitle !== undefined && (
        <p
          style={{
            margin: '12px 0 0',
            fontSize: 17,
            lineHeight: 1.6,
            color: inverted ? 'rgba(255,255,255,0.82)' : palette.inkMuted,
            textWrap: 'pretty',
          }}
        >
          {subtitle}
        </p>
      )}
    </div>
  );
}
