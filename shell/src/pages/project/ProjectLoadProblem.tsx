import { FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { EmptyState } from '@groundwork/design-system/components';
import { palette } from '@groundwork/design-system/base';
import { Button, Flex, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeProjectLoadFailure } from './project-load-failure';

// A plain card: antd's Card would bring its Tabs and Skeleton to the project page's first load.
const cardStyle = {
  width: '100%',
  maxWidth: 480,
  boxSizing: 'border-box',
  padding: 24,
  border: `1px solid ${palette.border}`,
  borderRadius: 8,
  background: palette.surface,
} as const;

function CenteredCard({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
      <div style={cardStyle} data-testid={testId}>
        {children}
      </div>
    </Flex>
  );
}

/** Spec 01 section 2: the project is missing (or its id is not one). */
export function ProjectNotFound() {
  const navigate = useNavigate();
  return (
    <CenteredCard testId="project-not-found">
      <EmptyState
        icon={<FileSearchOutlined />}
        title="Project Not Found"
        description="The requested project could not be found."
        action={
          <Button type="primary" onClick={() => navigate('/')}>
            Back to Projects
          </Button>
        }
      />
    </CenteredCard>
  );
}

export interface ProjectLoadErrorProps {
  status?: number;
  message?: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Any other failure to read the project: what the server answered, and a manual Retry. */
export function ProjectLoadError({ status, message, retrying, onRetry }: ProjectLoadErrorProps) {
  const navigate = useNavigate();
  return (
    <CenteredCard testId="project-load-error">
      <EmptyState
        icon={<WarningOutlined />}
        title="Could not load the project"
        description={describeProjectLoadFailure({ status, message })}
        action={
          <Space>
            <Button type="primary" loading={retrying} onClick={onRetry}>
              Retry
            </Button>
            <Button onClick={() => navigate('/')}>Back to Projects</Button>
          </Space>
        }
      />
    </CenteredCard>
  );
}

/** Shown after an unauthorized answer while the global handler's redirect to /api/login is pending. */
export function ProjectRedirecting() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }} data-testid="project-redirecting">
      <Spin size="large" />
    </Flex>
  );
}
