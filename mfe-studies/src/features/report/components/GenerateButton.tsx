import { FileTextOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { REPORT_COPY } from '../model/report-copy';

export interface GenerateButtonProps {
  canWrite: boolean;
  /** A report is being generated (requested, queued or running). */
  generating: boolean;
  onGenerate: () => void;
}

/** Writers generate; viewers, and everyone while a report is generated, see why they cannot. */
export function GenerateButton({ canWrite, generating, onGenerate }: GenerateButtonProps) {
  const reasonId = useId();
  const reason = !canWrite ? REPORT_COPY.viewerCannotGenerate : generating ? REPORT_COPY.generating : undefined;
  return (
    <Flex gap={12} align="center" wrap>
      <Tooltip title={reason}>
        <Button
          type="primary"
          icon={<FileTextOutlined aria-hidden />}
          disabled={reason !== undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={onGenerate}
        >
          {REPORT_COPY.generate}
        </Button>
      </Tooltip>
      {reason && (
        <Typography.Text type="secondary" id={reasonId} data-testid="report-generate-reason">
          {reason}
        </Typography.Text>
      )}
    </Flex>
  );
}
