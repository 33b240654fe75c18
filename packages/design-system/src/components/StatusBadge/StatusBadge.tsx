import { Tag } from 'antd';
import { describeProjectStatus, STATUS_TONES } from './project-status';

export interface StatusBadgeProps {
  /** A project status; values outside the spec's three are shown as they are, in grey. */
  status: string;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, tone } = describeProjectStatus(status);
  const colours = STATUS_TONES[tone];
  return (
    <Tag
      data-testid="status-badge"
      data-tone={tone}
      style={{
        color: colours.color,
        background: colours.background,
        borderColor: colours.border,
        fontWeight: 600,
        marginInlineEnd: 0,
      }}
    >
      {label}
    </Tag>
  );
}
