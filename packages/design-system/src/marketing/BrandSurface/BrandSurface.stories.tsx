import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LinkButton } from '../LinkButton/LinkButton';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import { BrandSurface } from './BrandSurface';

const meta = {
  title: 'Marketing/BrandSurface',
  component: BrandSurface,
  args: {
    style: { padding: 48 },
    children: (
      <div style={{ display: 'grid', gap: 24 }}>
        <SectionHeading inverted align="start" title="Ready to speed up your next Phase I?" />
        <div style={{ display: 'flex', gap: 16 }}>
          <LinkButton href="#trial" variant="primary" size="large">
            Start Free Trial
          </LinkButton>
          <LinkButton href="#demo" variant="ghost" size="large">
            Watch Demo
          </LinkButton>
        </div>
      </div>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandSurface>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
