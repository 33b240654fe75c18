import { BrandLogo } from '@groundwork/design-system/marketing';
import { palette } from '@groundwork/design-system/base';
import { Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { UserMenu } from './UserMenu';

const navLinkStyle = ({ isActive }: { isActive: boolean }) => ({
  color: isActive ? palette.primary : 'inherit',
  fontWeight: isActive ? 600 : 400,
});

/** The signed-in frame around the dashboard and the team page: logo, links, user menu. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 32, borderBottom: `1px solid ${palette.border}`, paddingInline: 24 }}>
        <Link to="/" aria-label="Groundwork home" style={{ display: 'flex' }}>
          <BrandLogo size={28} />
        </Link>
        <Flex component="nav" aria-label="Main" gap={24} style={{ flex: 1 }}>
          <NavLink to="/dashboard" style={navLinkStyle}>
            Projects
          </NavLink>
          <NavLink to="/team" style={navLinkStyle}>
            Team
          </NavLink>
        </Flex>
        <div style={{ maxWidth: 280, minWidth: 0 }}>
          <UserMenu placement="bottomRight" />
        </div>
      </Layout.Header>
      <div style={{ minWidth: 0 }}>{children}</div>
    </Layout>
  );
}
