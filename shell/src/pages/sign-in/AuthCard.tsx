import { palette } from '@groundwork/design-system/base';
import { BrandLogo } from '@groundwork/design-system/marketing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links to the other modes, under the form. */
  footer?: ReactNode;
}

const pageStyle = { display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', padding: 16, boxSizing: 'border-box' } as const;
const cardStyle = {
  width: '100%',
  maxWidth: 420,
  padding: 32,
  boxSizing: 'border-box',
  boxShadow: '0 8px 24px rgba(8, 51, 45, 0.08)',
} as const;
const footerStyle = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, marginTop: 16, color: palette.inkMuted, fontSize: 14 } as const;

/** The centred card every sign-in mode uses: logo home, heading, form, links. Plain elements (no antd). */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main style={pageStyle}>
      <div className="gw-card" style={cardStyle}>
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Link to="/" aria-label="Groundwork home">
            <BrandLogo size={32} />
          </Link>
        </div>
        <h1 style={{ fontSize: 24, lineHeight: 1.35, fontWeight: 600, margin: '24px 0 4px', textAlign: 'center', color: palette.ink }}>{title}</h1>
        <p style={{ margin: '0 0 24px', textAlign: 'center', color: palette.inkMuted, fontSize: 15 }}>{subtitle}</p>
        {children}
        {footer && <div style={footerStyle}>{footer}</div>}
      </div>
    </main>
  );
}
