import { palette } from '@groundwork/design-system/base';
import { FeatureGrid } from './sections/FeatureGrid';
import { FinalCallToAction } from './sections/FinalCallToAction';
import { Hero } from './sections/Hero';
import { LandingFooter } from './sections/LandingFooter';
import { StatsRow } from './sections/StatsRow';
import { TopBar } from './sections/TopBar';
import { WhyChoose } from './sections/WhyChoose';

/** The public landing page (spec 01 sections 1 and 2). Exposed as `mfe_marketing/LandingPage`. */
export function LandingPage() {
  return (
    <div data-testid="landing-page" style={{ minHeight: '100vh', background: palette.surfaceMuted }}>
      <TopBar />
      <main>
        <Hero />
        <StatsRow />
        <FeatureGrid />
        <WhyChoose />
        <FinalCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
