import { DeleteOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { PHASE1_ACCEPT, PHASE1_MAX_FILES_PER_UPLOAD } from '@groundwork/contracts';
import { formatFileSizeMb } from '@groundwork/design-system/study';
import { useToast } from '@groundwork/design-system/base';
import { Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';

export const UPLOAD_TEXTS = {
  tooManyTitle: 'Too Many Files',
  tooManyDescription: `Maximum ${PHASE1_MAX_FILES_PER_UPLOAD} files allowed per upload`,
  noneTitle: 'No Files Selected',
  noneDescription: 'Please select at least one Phase 1 report to analyze',
  formats: `Supported formats: PDF, DOC, DOCX, TXT (max 50MB per file, up to ${PHASE1_MAX_FILES_PER_UPLOAD} files per upload)`,
} as const;

export interface UploadPanelProps {
  /** Uploads the selection; resolves once the server took it (the panel then clears it). */
  onUpload: (files: File[]) => Promise<void>;
  uploading: boolean;
  disabled?: boolean;
  /** The card's heading, e.g. 'Upload Phase 1 Reports'. */
  title: string;
  /** The drop zone's call to action, e.g. 'Click or drag Phase 1 reports here'. */
  dropHint: string;
  /** The upload button stays disabled until files are selected (else it says 'No Files Selected'). */
  requireSelection?: boolean;
}

/**
 * The documents to analyse (spec 02 sections 2 and 5): up to 20 at a time, pdf/doc/docx/txt, listed
 * with their sizes. A batch of more than 20 is refused whole; the selection and the file input are
 * cleared once the upload succeeded.
 */
export function UploadPanel({ onUpload, uploading, disabled = false, title, dropHint, requireSelection = false }: UploadPanelProps) {
  const { toast } = useToast();
  const [files, setFiles] = useState<File[]>([]);
  // A new key gives a new file input, emptied.
  const [inputKey, setInputKey] = useState(0);

  const select = (batch: File[]) => {
    if (batch.length > PHASE1_MAX_FILES_PER_UPLOAD) {
      toast({ title: UPLOAD_TEXTS.tooManyTitle, description: UPLOAD_TEXTS.tooManyDescription, variant: 'destructive' });
      return;
    }
    setFiles(batch);
  };

  const upload = async () => {
    if (files.length === 0) {
      toast({ title: UPLOAD_TEXTS.noneTitle, description: UPLOAD_TEXTS.noneDescription, variant: 'destructive' });
      return;
    }
    try {
      await onUpload(files);
      setFiles([]);
      setInputKey((key) => key + 1);
    } catch {
      // The failure toast is the caller's; the selection stays for another try.
    }
  };

  const locked = disabled || uploading;
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>} data-testid="upload-card">
      <Flex vertical gap={12}>
        <Upload.Dragger
          key={inputKey}
          accept={PHASE1_ACCEPT}
          multiple
          showUploadList={false}
          disabled={locked}
          beforeUpload={(file, batch) => {
            // Called once per file of the batch: the batch is taken (or refused) once.
            if (file.uid === batch[0]?.uid) select([...batch]);
            return false;
          }}
        >
          <Flex vertical align="center" gap={4} style={{ padding: '8px 16px' }}>
            <InboxOutlined aria-hidden style={{ fontSize: 36 }} />
            <Typography.Text strong>{dropHint}</Typography.Text>
            <Typography.Text type="secondary">{UPLOAD_TEXTS.formats}</Typography.Text>
          </Flex>
        </Upload.Dragger>
        {files.length > 0 && (
          <ul aria-label="Selected files" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} data-testid="selected-file">
                <Flex align="center" gap={8}>
                  <FileTextOutlined aria-hidden />
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {file.name}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatFileSizeMb(file.size)}</Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${file.name}`}
                    disabled={locked}
                    onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}
                  />
                </Flex>
              </li>
            ))}
          </ul>
        )}
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary">{files.length > 0 ? `${files.length} file(s) selected` : 'No files selected'}</Typography.Text>
          <Button
            type="primary"
            loading={uploading}
            disabled={disabled || (requireSelection && files.length === 0)}
            onClick={() => void upload()}
            data-testid="upload-button"
          >
            Upload and Analyze
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
