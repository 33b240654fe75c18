import { palette } from '@groundwork/design-system/base';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LandingPage } from './LandingPage';
import { FeatureGrid } from './sections/FeatureGrid';
import { FinalCallToAction } from './sections/FinalCallToAction';
import { Hero } from './sections/Hero';
import { LandingFooter } from './sections/LandingFooter';
import { StatsRow } from './sections/StatsRow';
import { TopBar } from './sections/TopBar';
import { WhyChoose } from './sections/WhyChoose';

/** The landing page's sections one by one, then the whole page. Links navigate inside a memory router. */
const meta = {
  title: 'Marketing/Landing',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ background: palette.surfaceMuted }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {};
export const TopBarSection: Story = { name: 'Top bar', render: () => <TopBar /> };
export const HeroSection: Story = { name: 'Hero', render: () => <Hero /> };
/** On the page the card overlaps the hero's lower edge; here it gets room above for its negative margin. */
export const StatsSection: Story = {
  name: 'Statistics',
  render: () => (
    <div style={{ paddingTop: 88, paddingBottom: 24 }}>
      <StatsRow />
    </div>
  ),
};
export const FeaturesSection: Story = { name: 'Features', render: () => <FeatureGrid /> };
export const WhyChooseSection: Story = { name: 'Why choose', render: () => <WhyChoose /> };
export const FinalCallToActionSection: Story = { name: 'Final call to action', render: () => <FinalCallToAction /> };
export const FooterSection: Story = { name: 'Footer', render: () => <LandingFooter /> };
