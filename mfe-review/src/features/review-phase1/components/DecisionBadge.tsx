import { PHASE1_DECISION_BADGES, type Phase1Decision } from '@groundwork/contracts';
import { Tag } from 'antd';
import { TAG_COLORS } from '../../shared/model/badge-colors';
import { DECISION_ICONS } from '../model/decision-badges';

/** A decision as the spec shows it: its label, colour and icon. */
export function DecisionBadge({ decision }: { decision: Phase1Decision }) {
  const badge = PHASE1_DECISION_BADGES[decision];
  return (
    <Tag color={TAG_COLORS[badge.color]} icon={DECISION_ICONS[decision]} data-testid="decision-badge" data-decision={decision} data-color={badge.color}>
      {badge.label}
    </Tag>
  );
}
