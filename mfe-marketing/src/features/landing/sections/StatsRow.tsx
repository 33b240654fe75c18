import { Columns, StatTile } from '@groundwork/design-system/marketing';
import { PageContainer } from '../../../components/PageContainer';
import { STATS } from '../landing-content';

/** The four marketing figures, on a card that overlaps the hero's lower edge. */
export function StatsRow() {
  return (
    <PageContainer style={{ marginTop: -64, position: 'relative' }}>
      <div className="gw-card" data-testid="landing-stats" style={{ border: 'none', boxShadow: '0 12px 40px rgba(8,51,45,0.12)', padding: '28px 16px' }}>
        <Columns sm={2} md={4} gap={[24, 16]}>
          {STATS.map((stat) => (
            <StatTile key={stat.id} testId={`stat-${stat.id}`} value={stat.value} label={stat.label} />
          ))}
        </Columns>
      </div>
    </PageContainer>
  );
}
