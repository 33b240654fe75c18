import { Flex } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CurrentReport } from '../components/CurrentReport';
import { GenerateButton } from '../components/GenerateButton';
import { GenerationProgress } from '../components/GenerationProgress';
import { ReadinessChecklist } from '../components/ReadinessChecklist';
import { ReportHistory } from '../components/ReportHistory';
import { completedReport, failedReport, previousReport, queuedReport, readiness, runningReport, withoutPdf } from './story-data';

/**
 * The Report tab's parts (spec 02 sections 2, 3, 4, 8; issue 21) in each state a consultant meets:
 * steps to complete, a report being generated, the Current report with its sourced findings, a
 * version without its PDF, and the history of versions.
 */
const meta = {
  title: 'Studies/Report',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

export const StepsToComplete: Story = {
  render: () => (
    <Flex vertical gap={16}>
      <ReadinessChecklist readiness={readiness.half} />
      <GenerateButton canWrite generating={false} onGenerate={noop} />
    </Flex>
  ),
};

export const NothingDoneYet: Story = { render: () => <ReadinessChecklist readiness={readiness.none} /> };

export const ReadyToGenerate: Story = {
  render: () => (
    <Flex vertical gap={16}>
      <ReadinessChecklist readiness={readiness.ready} />
      <GenerateButton canWrite generating={false} onGenerate={noop} />
    </Flex>
  ),
};

export const ViewerCannotGenerate: Story = { render: () => <GenerateButton canWrite={false} generating={false} onGenerate={noop} /> };

export const Queued: Story = { render: () => <GenerationProgress report={queuedReport} /> };

export const Running: Story = {
  render: () => (
    <Flex vertical gap={16}>
      <GenerateButton canWrite generating onGenerate={noop} />
      <GenerationProgress report={runningReport} />
    </Flex>
  ),
};

export const CurrentReportWithSourcedFindings: Story = { render: () => <CurrentReport report={completedReport} loading={false} onExport={noop} /> };

export const CurrentReportWithoutPdf: Story = { render: () => <CurrentReport report={withoutPdf} loading={false} onExport={noop} /> };

export const NoReportYet: Story = { render: () => <CurrentReport report={null} loading={false} onExport={noop} /> };

export const History: Story = {
  render: () => <ReportHistory reports={[runningReport, completedReport, previousReport, failedReport]} loading={false} />,
};

export const EmptyHistory: Story = { render: () => <ReportHistory reports={[]} loading={false} /> };
