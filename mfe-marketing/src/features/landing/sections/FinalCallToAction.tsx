import { BrandSurface, SectionHeading } from '@groundwork/design-system/marketing';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageContainer } from '../../../components/PageContainer';
import { FINAL_CALL_TO_ACTION, ROUTES } from '../landing-content';

export function FinalCallToAction() {
  return (
    <BrandSurface testId="landing-final-cta" style={{ padding: '80px 0' }}>
      <PageContainer style={{ textAlign: 'center' }}>
        <SectionHeading inverted title={FINAL_CALL_TO_ACTION.title} subtitle={FINAL_CALL_TO_ACTION.subtitle} />
        <ButtonLink to={ROUTES.signIn} variant="primary" size="large" data-testid="landing-start-free-trial" style={{ marginTop: 32 }}>
          Start Free Trial
        </ButtonLink>
      </PageContainer>
    </BrandSurface>
  );
}
