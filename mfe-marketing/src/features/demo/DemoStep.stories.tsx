import { Col, Row } from 'antd';
import type { ComponentType } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { revealedCount } from './demo-player';
import { DEMO_STEPS, type DemoStepId } from './demo-steps';
import { DemoStepPanel } from './DemoStepPanel';
import { DatabaseSearchScene } from './scenes/DatabaseSearchScene';
import { PropertyMappingScene } from './scenes/PropertyMappingScene';
import { ReportGenerationScene } from './scenes/ReportGenerationScene';
import { ReportProcessingScene } from './scenes/ReportProcessingScene';

const SCENES: Record<DemoStepId, ComponentType<{ revealed: number }>> = {
  mapping: PropertyMappingScene,
  processing: ReportProcessingScene,
  database: DatabaseSearchScene,
  report: ReportGenerationScene,
};

interface DemoStepPreviewProps {
  stepId: DemoStepId;
  /** Simulated progress, 0 to 100: pieces appear as it passes their thresholds. */
  progress: number;
}

/** One demo step as the demo page lays it out: the step panel beside its scene, frozen at a progress. */
function DemoStepPreview({ stepId, progress }: DemoStepPreviewProps) {
  const index = DEMO_STEPS.findIndex((step) => step.id === stepId);
  const step = DEMO_STEPS[index] ?? DEMO_STEPS[0]!;
  const revealed = revealedCount(
    progress,
    step.reveals.map((piece) => piece.at),
  );
  const Scene = SCENES[step.id];
  return (
    <Row gutter={[32, 24]} style={{ maxWidth: 1100 }}>
      <Col xs={24} lg={10}>
        <DemoStepPanel step={step} stepNumber={index + 1} stepCount={DEMO_STEPS.length} progress={progress} revealed={revealed} />
      </Col>
      <Col xs={24} lg={14}>
        <Scene revealed={revealed} />
      </Col>
    </Row>
  );
}

const meta = {
  title: 'Marketing/Demo steps',
  component: DemoStepPreview,
  args: { stepId: 'mapping', progress: 0 },
  argTypes: {
    stepId: { control: 'select', options: DEMO_STEPS.map((step) => step.id) },
    progress: { control: { type: 'range', min: 0, max: 100, step: 2 } },
  },
} satisfies Meta<typeof DemoStepPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PropertyMappingAt0: Story = { args: { stepId: 'mapping', progress: 0 } };
export const PropertyMappingAt50: Story = { args: { stepId: 'mapping', progress: 50 } };
export const PropertyMappingAt100: Story = { args: { stepId: 'mapping', progress: 100 } };
export const ReportProcessingAt0: Story = { args: { stepId: 'processing', progress: 0 } };
/** Between 35 and 60 percent the OCR hint shows beside the uploaded files. */
export const ReportProcessingAt50: Story = { args: { stepId: 'processing', progress: 50 } };
export const ReportProcessingAt100: Story = { args: { stepId: 'processing', progress: 100 } };
export const DatabaseSearchAt0: Story = { args: { stepId: 'database', progress: 0 } };
export const DatabaseSearchAt50: Story = { args: { stepId: 'database', progress: 50 } };
/** At 100 percent the records show their counts, and the nearest records are listed by distance from the site. */
export const DatabaseSearchAt100: Story = { args: { stepId: 'database', progress: 100 } };
export const ReportGenerationAt0: Story = { args: { stepId: 'report', progress: 0 } };
export const ReportGenerationAt50: Story = { args: { stepId: 'report', progress: 50 } };
export const ReportGenerationAt100: Story = { args: { stepId: 'report', progress: 100 } };
