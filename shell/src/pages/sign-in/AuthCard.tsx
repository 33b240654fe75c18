import { BrandLogo } from '@groundwork/design-system/marketing';
import { palette } from '@groundwork/design-system/base';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links to the other modes, under the form. */
  footer?: ReactNode;
}

/** The centred card every sign-in mode uses: logo home, heading, form, links. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420, boxShadow: '0 8px 24px rgba(8, 51, 45, 0.08)' }} styles={{ body: { padding: 32 } }}>
        <Flex justify="center">
          <Link to="/" aria-label="Groundwork home">
            <BrandLogo size={32} />
          </Link>
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 24, marginBottom: 4, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
        {children}
        {footer && (
          <Flex vertical align="center" gap={4} style={{ marginTop: 8, color: palette.inkMuted }}>
            {footer}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
