import type { ReportAnalysis } from '@groundwork/contracts';
import { Tag } from 'antd';
import { LEVEL_COLORS, LEVEL_LABELS } from '../model/report-copy';

/** A risk level or a recommendation's priority: high red, medium orange, low green. */
export function LevelTag({ level, testId }: { level: ReportAnalysis['riskAssessment']['level']; testId?: string }) {
  return (
    <Tag color={LEVEL_COLORS[level]} data-testid={testId} data-level={level}>
      {LEVEL_LABELS[level]}
    </Tag>
  );
}
