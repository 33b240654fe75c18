import { BenefitList, Columns, SectionHeading } from '@groundwork/design-system/marketing';
import { palette } from '@groundwork/design-system/base';
import { PageContainer } from '../../../components/PageContainer';
import { WHY_CHOOSE } from '../landing-content';

export function WhyChoose() {
  return (
    <section data-testid="landing-why-choose" style={{ padding: '88px 0', background: palette.surface, borderTop: `1px solid ${palette.border}` }}>
      <PageContainer>
        <Columns lg={2} gap={[40, 48]} align="center">
          <div>
            <SectionHeading align="start" eyebrow="Why Groundwork" title={WHY_CHOOSE.title} subtitle={WHY_CHOOSE.subtitle} />
            <div style={{ marginTop: 32 }}>
              <BenefitList testId="landing-benefits" items={WHY_CHOOSE.benefits} />
            </div>
          </div>
          <div className="gw-card" style={{ background: palette.surfaceMuted, padding: 32 }}>
            <h3 style={{ margin: '0 0 24px', fontSize: 20, fontWeight: 600, lineHeight: 1.4, color: palette.ink }}>{WHY_CHOOSE.workflowTitle}</h3>
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
                    <strong style={{ display: 'block', fontWeight: 600, color: palette.ink }}>{step.title}</strong>
                    <span style={{ color: palette.inkMuted }}>{step.description}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </Columns>
      </PageContainer>
    </section>
  );
}
