import type { Job } from '@groundwork/contracts';
import { Button, Flex } from 'antd';
import { useRef } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import type { PollingState } from './job-polling';
import { JobProgressPanel } from './JobProgressPanel';
import { useJobPolling } from './useJobPolling';

const tracked = { jobId: 'job-2026-0007', startedAt: 0 };
const completedJob: Job = { jobId: tracked.jobId, status: 'COMPLETED', progress: 100 };
const polling = (progress: number, lastError: string | null = null): PollingState => ({
  status: 'polling',
  ...tracked,
  polls: 12,
  progress,
  lastReported: progress,
  unchanged: 0,
  lastError,
  job: null,
});

const meta = {
  title: 'Study/JobProgressPanel',
  component: JobProgressPanel,
  args: { study: 'cd', state: polling(42), onRetry: fn(), onReset: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobProgressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Restoring: Story = { args: { state: { status: 'restoring', ...tracked } } };

export const Processing: Story = {};

export const ProgressFloor: Story = { args: { state: polling(10) } };

export const StatusCheckFailed: Story = { args: { state: polling(42, '502: Bad Gateway') } };

export const AerialPollingFailed: Story = { args: { study: 'aerial', state: polling(63, 'Failed to parse server response') } };

export const Completed: Story = {
  args: { state: { status: 'completed', ...tracked, job: completedJob }, completedDescription: '214 entries across 6 years' },
};

export const ProcessingFailed: Story = {
  args: { state: { status: 'failed', ...tracked, job: completedJob, message: 'This PDF is password-protected. Remove the password and upload it again.' } },
};

export const ProcessingFailedWithoutMessage: Story = {
  args: { state: { status: 'failed', ...tracked, job: completedJob, message: null } },
};

export const ProcessingTimeout: Story = { args: { state: { status: 'timeout', ...tracked, progress: 70 } } };

export const DatabaseTimeout: Story = { args: { study: 'database', state: { status: 'timeout', ...tracked, progress: 55 } } };

export const ProcessingAppearsStuck: Story = { args: { state: { status: 'stuck', ...tracked, progress: 40 } } };

export const JobNotFound: Story = { args: { study: 'aerial', state: { status: 'notFound', ...tracked } } };

const LIVE_SCRIPT: (Job | Error)[] = [
  { jobId: 'demo', status: 'PENDING', progress: 0 },
  { jobId: 'demo', status: 'PROCESSING', progress: 25 },
  new Error('503: Service Unavailable'),
  { jobId: 'demo', status: 'PROCESSING', progress: 60 },
  { jobId: 'demo', status: 'PROCESSING', progress: 90 },
  { jobId: 'demo', status: 'COMPLETED', progress: 100 },
];

/** A simulated job through the real hook: it climbs, fails one check, then completes. */
function LivePanel() {
  const step = useRef(0);
  const fetchJob = async () => {
    const next = LIVE_SCRIPT[Math.min(step.current, LIVE_SCRIPT.length - 1)]!;
    step.current += 1;
    if (next instanceof Error) throw next;
    return next;
  };
  const polling = useJobPolling({ study: 'cd', fetchJob });
  return (
    <Flex vertical gap={12}>
      <Button
        onClick={() => {
          step.current = 0;
          polling.start('demo');
        }}
      >
        Start simulated job
      </Button>
      <JobProgressPanel study="cd" state={polling.state} onRetry={polling.retry} onReset={polling.reset} completedDescription="Results are ready." />
    </Flex>
  );
}

export const LiveSimulation: Story = { render: () => <LivePanel /> };
