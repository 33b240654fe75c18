import { CloudServerOutlined, EnvironmentOutlined, FileSearchOutlined, FileTextOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Columns, FeatureCard, SectionHeading } from '@groundwork/design-system/marketing';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { FEATURES, type FeatureIcon } from '../landing-content';

const ICONS: Record<FeatureIcon, ReactNode> = {
  mapping: <EnvironmentOutlined />,
  documents: <FileSearchOutlined />,
  database: <CloudServerOutlined />,
  reports: <FileTextOutlined />,
  security: <SafetyCertificateOutlined />,
  collaboration: <TeamOutlined />,
};

export function FeatureGrid() {
  return (
    <section data-testid="landing-features" style={{ padding: '96px 0 88px' }}>
      <PageContainer>
        <SectionHeading
          eyebrow="Features"
          title="Everything a Phase I ESA needs, in one place"
          subtitle="From the parcel boundary to the final summary, every study for a site lives in one project."
        />
        <Columns sm={1} md={2} lg={3} gap={24} style={{ marginTop: 48 }}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.id} testId={`feature-${feature.id}`} icon={ICONS[feature.id]} title={feature.title} description={feature.description} />
          ))}
        </Columns>
      </PageContainer>
    </section>
  );
}
