import { StatTile } from '@groundwork/design-system/marketing';
import { Card, Col, Row } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { STATS } from '../landing-content';

/** The four marketing figures, on a card that overlaps the hero's lower edge. */
export function StatsRow() {
  return (
    <PageContainer style={{ marginTop: -64, position: 'relative' }}>
      <Card
        data-testid="landing-stats"
        variant="borderless"
        style={{ boxShadow: '0 12px 40px rgba(8,51,45,0.12)' }}
        styles={{ body: { padding: '28px 16px' } }}
      >
        <Row gutter={[16, 24]}>
          {STATS.map((stat) => (
            <Col key={stat.id} xs={12} md={6}>
              <StatTile testId={`stat-${stat.id}`} value={stat.value} label={stat.label} />
            </Col>
          ))}
        </Row>
      </Card>
    </PageContainer>
  );
}
