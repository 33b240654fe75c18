import { CheckCircleOutlined, CloseCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { CLOSURE_VERDICT_BADGES, type ClosureVerdict } from '@groundwork/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { TAG_COLORS } from '../../shared/model/badge-colors';

const VERDICT_ICONS: Record<ClosureVerdict, ReactNode> = {
  CONFIRMED_CLOSED: <CheckCircleOutlined aria-hidden />,
  NOT_CONFIRMED: <CloseCircleOutlined aria-hidden />,
  INCONCLUSIVE: <QuestionCircleOutlined aria-hidden />,
};

const shownVerdict = (verdict: string): ClosureVerdict => (verdict === 'CONFIRMED_CLOSED' || verdict === 'NOT_CONFIRMED' ? verdict : 'INCONCLUSIVE');

/** A closure verdict (spec 02 section 4): Confirmed Closed green, Not Confirmed red, anything else Inconclusive yellow. */
export function VerdictBadge({ verdict }: { verdict: string }) {
  const shown = shownVerdict(verdict);
  const badge = CLOSURE_VERDICT_BADGES[shown];
  return (
    <Tag color={TAG_COLORS[badge.color]} icon={VERDICT_ICONS[shown]} data-testid="verdict-badge" data-verdict={shown} data-color={badge.color}>
      {badge.label}
    </Tag>
  );
}
