import { DeleteOutlined, FilePdfOutlined, InboxOutlined } from '@ant-design/icons';
import type { UploadProgressStep } from '@groundwork/api-client/study-jobs';
import { PDF_CONTENT_TYPE, type ProcessingStudy } from '@groundwork/contracts';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatFileSizeMb } from '../format';
import { STUDY_MESSAGES, typicalDurationHint, UPLOAD_MESSAGES, UPLOAD_STEP_LABELS } from '../study-copy';
import { checkUploadFile } from './check-upload-file';

export interface UploadCardProps {
  study: ProcessingStudy;
  title?: string;
  description?: ReactNode;
  /**
   * Uploads the checked PDF and starts its job, reporting the steps 10, 30, 60, 100 (e.g.
   * `uploadStudyPdf` of the api-client). A rejection shows 'Upload Failed' with its message.
   */
  onUpload: (file: File, onProgress: (step: UploadProgressStep) => void) => Promise<void>;
  /** No selection and no upload, e.g. while a job is processing. */
  disabled?: boolean;
  /** Why the card is disabled, e.g. the aerial study's 'Please add adjoining properties first...'. */
  disabledReason?: ReactNode;
  /** Title shown for a file that is not a PDF; the spec uses 'Invalid File Type' or 'Invalid File'. */
  invalidTypeTitle?: string;
  uploadLabel?: string;
}

type Notice = { title: string; description: string };

/**
 * Picks one PDF (click or drop), checks it (PDF, not empty, at most 50 MB), shows its name and
 * size, and runs the upload with the spec's progress steps.
 */
export function UploadCard({
  study,
  title = 'Upload PDF Report',
  description,
  onUpload,
  disabled = false,
  disabledReason,
  invalidTypeTitle = UPLOAD_MESSAGES.invalidFileTypeTitle,
  uploadLabel = 'Upload and Process',
}: UploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [step, setStep] = useState<UploadProgressStep | null>(null);
  const uploading = step !== null;

  const select = (candidate: File) => {
    const check = checkUploadFile(candidate);
    if (check.ok) {
      setFile(candidate);
      setNotice(null);
      return;
    }
    setFile(null);
    const typeProblem = check.title === UPLOAD_MESSAGES.invalidFileTypeTitle;
    setNotice({ title: typeProblem ? invalidTypeTitle : check.title, description: check.description });
  };

  const upload = async () => {
    if (!file) return;
    setNotice(null);
    setStep(10);
    try {
      await onUpload(file, setStep);
      setFile(null);
    } catch (error) {
      setNotice({
        title: STUDY_MESSAGES.uploadFailedTitle,
        description: error instanceof Error && error.message ? error.message : 'Upload failed',
      });
    } finally {
      setStep(null);
    }
  };

  const locked = disabled || uploading;
  return (
    <Card title={title} data-testid="upload-card">
      <Flex vertical gap={12}>
        {description !== undefined && <Typography.Paragraph style={{ margin: 0 }}>{description}</Typography.Paragraph>}
        {disabled && disabledReason !== undefined && <Alert type="info" showIcon title={disabledReason} />}
        <Upload.Dragger
          accept={{ format: `.pdf,${PDF_CONTENT_TYPE}`, filter: 'native' }}
          multiple={false}
          showUploadList={false}
          disabled={locked}
          beforeUpload={(candidate) => {
            select(candidate);
            return Upload.LIST_IGNORE;
          }}
        >
          <Flex vertical align="center" gap={4} style={{ padding: '8px 16px' }}>
            <InboxOutlined aria-hidden style={{ fontSize: 36 }} />
            <Typography.Text strong>Click or drag a PDF here</Typography.Text>
            <Typography.Text type="secondary">PDF only, up to 50 MB</Typography.Text>
          </Flex>
        </Upload.Dragger>
        {file && (
          <Flex align="center" gap={8} data-testid="selected-file">
            <FilePdfOutlined aria-hidden />
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {file.name}
            </Typography.Text>
            <Typography.Text type="secondary">{formatFileSizeMb(file.size)}</Typography.Text>
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Remove ${file.name}`} disabled={locked} onClick={() => setFile(null)} />
          </Flex>
        )}
        {uploading && (
          <Flex vertical gap={4} role="status" aria-live="polite">
            <Progress percent={step} status={step === 100 ? 'success' : 'active'} aria-label="Upload progress" />
            <Typography.Text type="secondary">{UPLOAD_STEP_LABELS[step]}</Typography.Text>
          </Flex>
        )}
        {notice && <Alert type="error" showIcon role="alert" title={notice.title} description={notice.description} />}
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary">{typicalDurationHint(study)}</Typography.Text>
          <Button type="primary" disabled={!file || locked} loading={uploading} onClick={() => void upload()}>
            {uploadLabel}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
