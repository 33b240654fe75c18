import { LeftOutlined, PauseOutlined, CaretRightOutlined, RedoOutlined, RightOutlined } from '@ant-design/icons';
import { palette } from '@groundwork/design-system/base';
import { ActionButton, BrandLogo, BrandSurface, Columns, LinkButton, SectionHeading, useMediaQuery } from '@groundwork/design-system/marketing';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { type DemoState, isDemoFinished, revealedCount } from './demo-player';
import { DEMO_LOGIN_PATH, DEMO_STEPS, type DemoStepId } from './demo-steps';
import { DemoStepList } from './DemoStepList';
import { DemoStepPanel } from './DemoStepPanel';
import { DatabaseSearchScene } from './scenes/DatabaseSearchScene';
import { PropertyMappingScene } from './scenes/PropertyMappingScene';
import { ReportGenerationScene } from './scenes/ReportGenerationScene';
import { ReportProcessingScene } from './scenes/ReportProcessingScene';
import { useDemoPlayer } from './useDemoPlayer';

const SCENES: Record<DemoStepId, ComponentType<{ revealed: number }>> = {
  mapping: PropertyMappingScene,
  processing: ReportProcessingScene,
  database: DatabaseSearchScene,
  report: ReportGenerationScene,
};

export interface DemoPageProps {
  /** Where playback starts; the route leaves it unset (first step, 0 percent, playing). */
  initialState?: Partial<DemoState>;
}

/** The auto-playing marketing demo (spec 02 section 2). Exposed as `mfe_marketing/DemoPage`. */
export function DemoPage({ initialState }: DemoPageProps) {
  const { state, select, next, previous, togglePlay } = useDemoPlayer(DEMO_STEPS.length, initialState);
  const step = DEMO_STEPS[state.stepIndex] ?? DEMO_STEPS[0]!;
  const revealed = revealedCount(
    state.progress,
    step.reveals.map((piece) => piece.at),
  );
  const Scene = SCENES[step.id];
  const finished = isDemoFinished(state);
  // Phones get icon-only Previous/Next so the three controls fit on one line.
  const compactControls = !useMediaQuery('(min-width: 576px)');

  return (
    <div data-testid="demo-page" style={{ minHeight: '100vh', background: palette.surfaceMuted }}>
      <header style={{ background: palette.surface, borderBottom: `1px solid ${palette.border}` }}>
        <PageContainer style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 64 }}>
          <Link to="/" aria-label="Groundwork home" style={{ display: 'inline-flex', textDecoration: 'none' }}>
            <BrandLogo size={30} />
          </Link>
          <LinkButton href={DEMO_LOGIN_PATH} data-testid="demo-sign-in">
            Sign In
          </LinkButton>
        </PageContainer>
      </header>

      <main>
        <PageContainer style={{ padding: '56px 24px 72px' }}>
          <SectionHeading
            level={1}
            eyebrow="Product demo"
            title="See a Phase I come together"
            subtitle="A simulated walkthrough of one site, from the parcel map to the finished report. All figures are sample data."
          />
          <div className="gw-card" style={{ marginTop: 40, padding: 'clamp(16px, 3vw, 32px)' }}>
            <DemoStepList current={state.stepIndex} percent={state.progress} onSelect={select} />
            <Columns lg="10fr 14fr" gap={[24, 32]} style={{ marginTop: 32 }}>
              <DemoStepPanel step={step} stepNumber={state.stepIndex + 1} stepCount={DEMO_STEPS.length} progress={state.progress} revealed={revealed} />
              <Scene revealed={revealed} />
            </Columns>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginTop: 28 }}>
              <ActionButton icon={<LeftOutlined />} onClick={previous} disabled={state.stepIndex === 0} aria-label="Previous step" data-testid="demo-previous">
                {compactControls ? null : 'Previous'}
              </ActionButton>
              <ActionButton
                variant="primary"
                onClick={togglePlay}
                icon={state.playing ? <PauseOutlined /> : finished ? <RedoOutlined /> : <CaretRightOutlined />}
                data-testid="demo-play-toggle"
              >
                {state.playing ? 'Pause' : finished ? 'Replay' : 'Play'}
              </ActionButton>
              <ActionButton
                onClick={next}
                disabled={state.stepIndex === DEMO_STEPS.length - 1}
                aria-label="Next step"
                data-testid="demo-next"
                icon={<RightOutlined />}
                iconPlacement="end"
              >
                {compactControls ? null : 'Next'}
              </ActionButton>
            </div>
          </div>
        </PageContainer>

        <BrandSurface testId="demo-final-cta" style={{ padding: '72px 0' }}>
          <PageContainer style={{ textAlign: 'center' }}>
            <SectionHeading inverted title="Ready to run your own site?" subtitle="Create a project and have your first study processed today." />
            <div style={{ marginTop: 28 }}>
              <LinkButton variant="primary" size="large" href={DEMO_LOGIN_PATH} data-testid="demo-get-started">
                Get Started
              </LinkButton>
            </div>
          </PageContainer>
        </BrandSurface>
      </main>
    </div>
  );
}
