import { PlayCircleOutlined } from '@ant-design/icons';
import { BrandSurface } from '@groundwork/design-system/marketing';
import { Col, Flex, Row, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageContainer } from '../../../components/PageContainer';
import { SiteMapIllustration } from '../../../components/SiteMapIllustration';
import { HERO, ROUTES } from '../landing-content';

export function Hero() {
  return (
    <BrandSurface testId="landing-hero" style={{ padding: 'clamp(48px, 8vw, 96px) 0 clamp(96px, 12vw, 136px)' }}>
      <PageContainer>
        <Row gutter={[48, 48]} align="middle">
          <Col xs={24} lg={13}>
            <Typography.Text strong style={{ color: '#9fd9cb', textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 13 }}>
              {HERO.eyebrow}
            </Typography.Text>
            <Typography.Title
              level={1}
              style={{
                color: '#ffffff',
                margin: '12px 0 20px',
                fontSize: 'clamp(2.1rem, 4.2vw, 3.25rem)',
                lineHeight: 1.12,
                letterSpacing: '-0.02em',
                textWrap: 'balance',
              }}
            >
              {HERO.headline}
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 18, maxWidth: 580, marginBottom: 32 }}>
              {HERO.subtitle}
            </Typography.Paragraph>
            <Flex gap={16} wrap>
              <ButtonLink to={ROUTES.signIn} type="primary" size="large" data-testid="landing-get-started">
                Get Started
              </ButtonLink>
              <ButtonLink to={ROUTES.demo} ghost size="large" icon={<PlayCircleOutlined />} data-testid="landing-watch-demo">
                Watch Demo
              </ButtonLink>
            </Flex>
          </Col>
          <Col xs={24} lg={11}>
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
          </Col>
        </Row>
      </PageContainer>
    </BrandSurface>
  );
}
