import { InboxOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '../../base/tokens';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Defaults to an inbox icon. */
  icon?: ReactNode;
  /** A button or link that gets the user out of the empty state. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon = <InboxOutlined />, action }: EmptyStateProps) {
  return (
    <Flex vertical align="center" gap={8} data-testid="empty-state" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 44, color: palette.inkMuted, lineHeight: 1 }}>
        {icon}
      </span>
      <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
        {title}
      </Typography.Title>
      {description !== undefined && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 420 }}>
          {description}
        </Typography.Paragraph>
      )}
      {action !== undefined && <div style={{ marginTop: 12 }}>{action}</div>}
    </Flex>
  );
}
