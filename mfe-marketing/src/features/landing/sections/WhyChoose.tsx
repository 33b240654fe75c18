import { BenefitList, SectionHeading } from '@groundwork/design-system/marketing';
import { palette } from '@groundwork/design-system/theme';
import { Card, Col, Row, Typography } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { WHY_CHOOSE } from '../landing-content';

export function WhyChoose() {
  return (
    <section data-testid="landing-why-choose" style={{ padding: '88px 0', background: palette.surface, borderTop: `1px solid ${palette.border}` }}>
      <PageContainer>
        <Row gutter={[48, 40]} align="middle">
          <Col xs={24} lg={12}>
            <SectionHeading align="start" eyebrow="Why Groundwork" title={WHY_CHOOSE.title} subtitle={WHY_CHOOSE.subtitle} />
            <div style={{ marginTop: 32 }}>
              <BenefitList testId="landing-benefits" items={WHY_CHOOSE.benefits} />
            </div>
          </Col>
          <Col xs={24} lg={12}>
            <Card variant="outlined" style={{ background: palette.surfaceMuted }} styles={{ body: { padding: 32 } }}>
              <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 24 }}>
                {WHY_CHOOSE.workflowTitle}
              </Typography.Title>
              <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 20 }}>
                {WHY_CHOOSE.workflow.map((step, index) => (
                  <li key={step.title} style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
                    <span
                      aria-hidden
                      style={{
                        flex: 'none',
                        width: 32,
                        height: 32,
                        borderRadius: '50%',
                        background: palette.primary,
                        color: '#ffffff',
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        fontWeight: 700,
                      }}
                    >
                      {index + 1}
                    </span>
                    <span>
                      <Typography.Text strong style={{ display: 'block' }}>
                        {step.title}
                      </Typography.Text>
                      <Typography.Text type="secondary">{step.description}</Typography.Text>
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          </Col>
        </Row>
      </PageContainer>
    </section>
  );
}
