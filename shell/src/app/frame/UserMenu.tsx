import { LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { palette, VisuallyHidden } from '@groundwork/design-system/base';
import { Avatar, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext';
import { userDisplayName, userInitials } from './user-menu';

export interface UserMenuProps {
  /** Where the menu opens: above the trigger at the bottom of the side panel, below it in a top bar. */
  placement?: 'topLeft' | 'bottomRight';
}

/** Initials, display name and e-mail of the signed-in user; opens Team and Log Out. */
export function UserMenu({ placement = 'topLeft' }: UserMenuProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const email = user?.email;
  const items: MenuProps['items'] = [
    { key: 'team', icon: <TeamOutlined />, label: 'Team', onClick: () => navigate('/team') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', onClick: () => void logout() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement={placement}>
      <button
        type="button"
        data-testid="user-menu"
        style={{
          all: 'unset',
          cursor: 'pointer',
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          borderRadius: 8,
          padding: 8,
        }}
      >
        <VisuallyHidden>User menu: </VisuallyHidden>
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Avatar style={{ background: palette.primary, flex: 'none' }} data-testid="user-initials">
            {userInitials(email)}
          </Avatar>
          <Flex vertical style={{ flex: 1, minWidth: 0, lineHeight: 1.3 }}>
            <Typography.Text strong ellipsis data-testid="user-display-name">
              {userDisplayName(email)}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} data-testid="user-email">
              {email ?? ''}
            </Typography.Text>
          </Flex>
        </Flex>
      </button>
    </Dropdown>
  );
}
