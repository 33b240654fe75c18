import { HistoryOutlined } from '@ant-design/icons';
import type { Activity } from '@groundwork/contracts';
import { palette } from '@groundwork/design-system/base';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatActivityTime, formatTimestamp } from './dates';
import { projectPath } from './ProjectCard';

export const NO_ACTIVITY_MESSAGE = 'No recent activity';
export const SYSTEM_ACTOR = 'System';

export interface RecentActivityCardProps {
  /** Newest first; undefined until the first answer. */
  activity: readonly Activity[] | undefined;
  isError?: boolean;
  onRetry?: () => void;
  /** The clock the relative times are measured against. */
  now?: Date;
}

function ActivityEntry({ entry, now, divided }: { entry: Activity; now: Date | undefined; divided: boolean }) {
  return (
    <li data-testid="activity-entry" style={{ display: 'flex', gap: 12, paddingBlock: 12, borderTop: divided ? `1px solid ${palette.border}` : 'none' }}>
      <span aria-hidden style={{ width: 8, height: 8, marginTop: 8, borderRadius: '50%', background: palette.primary, flexShrink: 0 }} />
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text strong>{entry.summary}</Typography.Text>
        <Link to={projectPath(entry.projectId)} style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: true }} style={{ color: 'inherit' }}>
            {entry.projectNumber} · {entry.siteAddress}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {entry.actor?.email ?? SYSTEM_ACTOR} ·{' '}
          <time dateTime={entry.at} title={formatTimestamp(entry.at)}>
            {formatActivityTime(entry.at, now)}
          </time>
        </Typography.Text>
      </Flex>
    </li>
  );
}

function Body({ activity, isError, onRetry, now }: RecentActivityCardProps) {
  if (activity === undefined && isError) {
    return (
      <Flex vertical gap={8} align="flex-start" role="alert">
        <Typography.Text type="secondary">Could not load the recent activity.</Typography.Text>
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Flex>
    );
  }
  if (activity === undefined) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (activity.length === 0) return <Typography.Text type="secondary">{NO_ACTIVITY_MESSAGE}</Typography.Text>;
  return (
    <ol aria-label="Recent activity" style={{ listStyle: 'none', margin: '-12px 0', padding: 0 }}>
      {activity.map((entry, index) => (
        <ActivityEntry key={entry.id} entry={entry} now={now} divided={index > 0} />
      ))}
    </ol>
  );
}

/** The organization's latest project events: what happened, to which project, by whom, when. */
export function RecentActivityCard(props: RecentActivityCardProps) {
  return (
    <Card
      data-testid="recent-activity"
      title={
        <Flex gap={8} align="center">
          <HistoryOutlined aria-hidden style={{ color: palette.primary }} />
          <span>Recent Activity</span>
        </Flex>
      }
    >
      <Body {...props} />
    </Card>
  );
}
