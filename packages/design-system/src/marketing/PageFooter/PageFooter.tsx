import type { ReactNode } from 'react';
import { palette } from '../../base/tokens';
import { BrandLogo } from '../BrandLogo/BrandLogo';

export interface FooterLink {
  label: string;
  /** Omit for a link that has no destination yet: it renders as a focusable anchor without href. */
  href?: string;
  testId?: string;
}

export interface PageFooterProps {
  copyright: string;
  links: readonly FooterLink[];
  tagline?: ReactNode;
  testId?: string;
}

const linkStyle = { color: 'rgba(255,255,255,0.85)', cursor: 'pointer', textDecoration: 'none' } as const;

export function PageFooter({ copyright, links, tagline, testId }: PageFooterProps) {
  return (
    <footer data-testid={testId} style={{ background: palette.primaryDeep, color: 'rgba(255,255,255,0.75)' }}>
      <div
        style={{
          maxWidth: 1200,
          margin: '0 auto',
          padding: '40px 24px',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'grid', gap: 8 }}>
          <BrandLogo size={28} inverted />
          {tagline !== undefined && <div style={{ fontSize: 14 }}>{tagline}</div>}
          <small style={{ fontSize: 13 }}>{copyright}</small>
        </div>
        <nav aria-label="Footer">
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map(({ label, href, testId: linkTestId }) => (
              <li key={label}>
                {href === undefined ? (
                  // biome-ignore lint/a11y/useValidAnchor: the spec's footer shows links with no destination yet, focusable like the others
                  <a data-testid={linkTestId} tabIndex={0} style={linkStyle}>
                    {label}
                  </a>
                ) : (
                  <a data-testid={linkTestId} href={href} style={linkStyle}>
                    {label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
