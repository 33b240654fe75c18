import { CheckCircleFilled } from '@ant-design/icons';
import { palette } from '../../base/tokens';

export interface BenefitListProps {
  items: readonly string[];
  testId?: string;
}

/** A list of short benefit statements, each with a check mark. */
export function BenefitList({ items, testId }: BenefitListProps) {
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 14 }}>
      {items.map((item) => (
        <li key={item} style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 17, color: palette.ink }}>
          <CheckCircleFilled aria-hidden style={{ color: palette.success, fontSize: 20 }} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
