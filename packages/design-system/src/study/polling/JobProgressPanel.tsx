import type { ProcessingStudy } from '@groundwork/contracts';
import { Alert, Button, Card, Flex, Progress, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { POLLING_COPY, typicalDurationHint, type PollingCopy } from '../study-copy';
import type { PollingState } from './job-polling';

export interface JobProgressPanelProps {
  study: ProcessingStudy;
  /** From `useJobPolling`. */
  state: PollingState;
  /** 'Check Again' after a timeout or a stuck job. */
  onRetry?: () => void;
  /** 'Upload Another File' after a failure or a missing job. */
  onReset?: () => void;
  /** Shown under 'Processing Complete', e.g. the number of entries found. */
  completedDescription?: ReactNode;
  /** Overrides of the panel's words. */
  copy?: Partial<PollingCopy>;
}

function Action({ label, onClick }: { label: string; onClick: (() => void) | undefined }) {
  return onClick ? (
    <Button size="small" onClick={onClick}>
      {label}
    </Button>
  ) : null;
}

/** The state of a study's job: every state of `useJobPolling` with the spec's titles. */
export function JobProgressPanel({ study, state, onRetry, onReset, completedDescription, copy: overrides }: JobProgressPanelProps) {
  const copy = { ...POLLING_COPY[study], ...overrides };
  switch (state.status) {
    case 'idle':
      return null;
    case 'restoring':
      return (
        <Flex role="status" align="center" gap={12} data-testid="job-progress" style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{copy.restoring}</Typography.Text>
        </Flex>
      );
    case 'polling':
      return (
        <Card size="small" title={copy.runningTitle} data-testid="job-progress">
          <Flex vertical gap={8}>
            <Progress percent={Math.round(state.progress)} status="active" aria-label={`${copy.runningTitle} progress`} />
            <Typography.Text type="secondary">{typicalDurationHint(study)}</Typography.Text>
            {state.lastError !== null && <Alert type="warning" showIcon role="alert" title={copy.checkFailedTitle} description={state.lastError} />}
          </Flex>
        </Card>
      );
    case 'completed':
      return (
        <Alert
          data-testid="job-progress"
          type="success"
          showIcon
          title={copy.completedTitle}
          description={completedDescription}
          action={<Action label={copy.resetLabel} onClick={onReset} />}
        />
      );
    case 'failed':
      return (
        <Alert
          data-testid="job-progress"
          type="error"
          showIcon
          role="alert"
          title={copy.failedTitle}
          description={state.message ?? copy.failedFallback}
          action={<Action label={copy.resetLabel} onClick={onReset} />}
        />
      );
    case 'timeout':
    case 'stuck':
      return (
        <Alert
          data-testid="job-progress"
          type="warning"
          showIcon
          role="alert"
          title={state.status === 'timeout' ? copy.timeoutTitle : copy.stuckTitle}
          description={
            <Flex vertical gap={8}>
              <span>{state.status === 'timeout' ? copy.timeoutDescription : copy.stuckDescription}</span>
              <Progress percent={Math.round(state.progress)} status="normal" size="small" aria-label={`${copy.runningTitle} progress`} />
            </Flex>
          }
          action={
            <Flex vertical gap={8}>
              <Action label={copy.retryLabel} onClick={onRetry} />
              <Action label={copy.resetLabel} onClick={onReset} />
            </Flex>
          }
        />
      );
    case 'notFound':
      return (
        <Alert
          data-testid="job-progress"
          type="error"
          showIcon
          role="alert"
          title={copy.notFoundTitle}
          description={copy.notFoundDescription}
          action={<Action label={copy.resetLabel} onClick={onReset} />}
        />
      );
  }
}
