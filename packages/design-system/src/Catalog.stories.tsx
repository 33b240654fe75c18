import { CloudServerOutlined, EnvironmentOutlined, FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Divider, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DirectionTag } from './base/DirectionTag/DirectionTag';
import { DIRECTIONS } from './base/directions';
import { EmptyState } from './components/EmptyState/EmptyState';
import { RemoteUnavailable } from './components/RemoteUnavailable/RemoteUnavailable';
import { StatusBadge } from './components/StatusBadge/StatusBadge';
import { BenefitList } from './marketing/BenefitList/BenefitList';
import { BrandLogo } from './marketing/BrandLogo/BrandLogo';
import { FeatureCard } from './marketing/FeatureCard/FeatureCard';
import { PageFooter } from './marketing/PageFooter/PageFooter';
import { SectionHeading } from './marketing/SectionHeading/SectionHeading';
import { StatTile } from './marketing/StatTile/StatTile';
import { palette } from './base/tokens';
import { failureToast, successToast } from './toast/toast-content';
import { useToast } from './toast/useToast';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 32 }}>
      <Divider titlePlacement="start">{title}</Divider>
      {children}
    </section>
  );
}

function ToastTriggers() {
  const { toast } = useToast();
  return (
    <Space wrap>
      <Button danger onClick={() => toast(failureToast('loginFailed'))}>
        Destructive toast
      </Button>
      <Button onClick={() => toast(successToast('loggedIn'))}>Success toast</Button>
    </Space>
  );
}

function CatalogPage() {
  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={2}>Groundwork design system</Typography.Title>
      <Section title="Brand">
        <Space size="large" align="center">
          <BrandLogo />
          <BrandLogo markOnly size={40} />
          <span style={{ display: 'inline-flex', background: palette.primaryDeep, padding: 12, borderRadius: 8 }}>
            <BrandLogo inverted />
          </span>
        </Space>
      </Section>
      <Section title="Palette">
        <Space wrap>
          {Object.entries(palette).map(([name, colour]) => (
            <div key={name} style={{ width: 112, textAlign: 'center', fontSize: 12 }}>
              <div style={{ height: 48, borderRadius: 8, background: colour, border: `1px solid ${palette.border}` }} />
              {name}
            </div>
          ))}
        </Space>
      </Section>
      <Section title="Status badges">
        <Space>
          {['draft', 'in_review', 'completed', 'archived'].map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </Space>
      </Section>
      <Section title="Direction tags">
        <Space>
          {DIRECTIONS.map((direction) => (
            <DirectionTag key={direction} direction={direction} />
          ))}
        </Space>
      </Section>
      <Section title="Toasts">
        <ToastTriggers />
      </Section>
      <Section title="Empty state">
        <Card>
          <EmptyState
            title="No Projects Found"
            description="Get started by creating your first ESA project."
            action={
              <Button type="primary" icon={<PlusOutlined />}>
                New Project
              </Button>
            }
          />
        </Card>
      </Section>
      <Section title="Remote unavailable">
        <Card>
          <RemoteUnavailable remoteName="mfe_studies" details="Failed to fetch mf-manifest.json" onRetry={() => {}} />
        </Card>
      </Section>
      <Section title="Marketing blocks">
        <SectionHeading eyebrow="Features" title="Everything a Phase I ESA needs" subtitle="One workspace from parcel to report." />
        <Row gutter={[16, 16]} style={{ margin: '24px 0' }}>
          <Col xs={12} md={6}>
            <StatTile value="70%" label="Time saved" />
          </Col>
          <Col xs={12} md={6}>
            <StatTile value="500+" label="Projects completed" />
          </Col>
          <Col xs={12} md={6}>
            <StatTile value="99.9%" label="Accuracy" />
          </Col>
          <Col xs={12} md={6}>
            <StatTile value="24/7" label="Availability" />
          </Col>
        </Row>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <FeatureCard icon={<EnvironmentOutlined />} title="Property mapping" description="Subject and adjoining parcels on a satellite map." />
          </Col>
          <Col xs={24} md={8}>
            <FeatureCard icon={<FileSearchOutlined />} title="Report processing" description="OCR for directories, machine learning for aerials." />
          </Col>
          <Col xs={24} md={8}>
            <FeatureCard icon={<CloudServerOutlined />} title="Records database" description="Regulatory records within the ASTM search distances." />
          </Col>
        </Row>
        <div style={{ marginTop: 24 }}>
          <BenefitList items={['Reduce assessment time by 70%', 'Generate reports in minutes']} />
        </div>
      </Section>
      <Section title="Footer">
        <PageFooter
          copyright="© 2025 Groundwork. All rights reserved."
          links={[{ label: 'Privacy' }, { label: 'Terms' }, { label: 'Contact', href: 'mailto:hello@groundwork.app' }]}
        />
      </Section>
    </div>
  );
}

const meta = {
  title: 'Design System/Catalog',
  component: CatalogPage,
} satisfies Meta<typeof CatalogPage>;

export default meta;

/** Every component in every variant, on one page. */
export const Catalog: StoryObj<typeof meta> = {};
