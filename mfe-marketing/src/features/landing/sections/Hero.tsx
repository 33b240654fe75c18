import { PlayCircleOutlined } from '@ant-design/icons';
import { BrandSurface, Columns } from '@groundwork/design-system/marketing';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageContainer } from '../../../components/PageContainer';
import { SiteMapIllustration } from '../../../components/SiteMapIllustration';
import { HERO, ROUTES } from '../landing-content';

export function Hero() {
  return (
    <BrandSurface testId="landing-hero" style={{ padding: 'clamp(48px, 8vw, 96px) 0 clamp(96px, 12vw, 136px)' }}>
      <PageContainer>
        <Columns lg="13fr 11fr" gap={48} align="center">
          <div>
            <span style={{ display: 'block', color: '#9fd9cb', textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 13, fontWeight: 600 }}>
              {HERO.eyebrow}
            </span>
            <h1
              style={{
                fontWeight: 600,
                color: '#ffffff',
                margin: '12px 0 20px',
                fontSize: 'clamp(2.1rem, 4.2vw, 3.25rem)',
                lineHeight: 1.12,
                letterSpacing: '-0.02em',
                textWrap: 'balance',
              }}
            >
              {HERO.headline}
            </h1>
            <p style={{ color: 'rgba(255,255,255,0.85)', fontSize: 18, lineHeight: 1.6, maxWidth: 580, margin: '0 0 32px' }}>{HERO.subtitle}</p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
              <ButtonLink to={ROUTES.signIn} variant="primary" size="large" data-testid="landing-get-started">
                Get Started
              </ButtonLink>
              <ButtonLink to={ROUTES.demo} variant="ghost" size="large" icon={<PlayCircleOutlined />} data-testid="landing-watch-demo">
                Watch Demo
              </ButtonLink>
            </div>
          </div>
          <div>
            <figure
              style={{
                margin: 0,
                padding: 10,
                borderRadius: 18,
                background: 'rgba(255,255,255,0.08)',
                border: '1px solid rgba(255,255,255,0.18)',
                boxShadow: '0 24px 60px rgba(0,0,0,0.28)',
              }}
            >
              <SiteMapIllustration />
              <figcaption
                style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '10px 6px 2px', fontSize: 13, color: 'rgba(255,255,255,0.8)' }}
              >
                <span>Subject property and adjoining parcels</span>
                <span>4 adjoining properties identified</span>
              </figcaption>
            </figure>
          </div>
        </Columns>
      </PageContainer>
    </BrandSurface>
  );
}
