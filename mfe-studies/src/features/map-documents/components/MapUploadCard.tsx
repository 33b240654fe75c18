import { DeleteOutlined, FileImageOutlined, InboxOutlined } from '@ant-design/icons';
import type { UploadProgressStep } from '@groundwork/api-client/study-jobs';
import type { MapDocument, MapDocumentKind } from '@groundwork/contracts';
import { formatFileSizeMb } from '@groundwork/design-system/study';
import { useToast } from '@groundwork/design-system/base';
import { Button, Card, Flex, Form, Progress, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { failureMessage, MAP_KIND_COPY, MAP_UPLOAD_COPY } from '../model/map-copy';
import { checkMapFile, MAP_FILE_ACCEPT, yearFromFilename } from '../model/map-file';
import type { MapUploadVariables } from '../use-map-documents';
import { MapDetailsFields, toMapDetails, type MapDetailsValues } from './MapDetailsFields';

export interface MapUploadCardProps {
  kind: MapDocumentKind;
  /** Uploads and registers the file, reporting the steps 10, 30, 60, 100. */
  onUpload: (variables: MapUploadVariables) => Promise<MapDocument>;
}

function SelectedFile({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove: () => void }) {
  return (
    <Flex align="center" gap={8} data-testid="selected-file">
      <FileImageOutlined aria-hidden />
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {file.name}
      </Typography.Text>
      <Typography.Text type="secondary">{formatFileSizeMb(file.size)}</Typography.Text>
      <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Remove ${file.name}`} disabled={disabled} onClick={onRemove} />
    </Flex>
  );
}

function UploadProgress({ step }: { step: UploadProgressStep }) {
  return (
    <Flex vertical gap={4} role="status" aria-live="polite">
      <Progress percent={step} status={step === 100 ? 'success' : 'active'} aria-label="Upload progress" />
      <Typography.Text type="secondary">{MAP_UPLOAD_COPY.steps[step]}</Typography.Text>
    </Flex>
  );
}

/**
 * One map file (the six formats, at most 100 MB; its name shown once picked) with its year
 * (prefilled from a year in the file name), source and notes; Upload sends it and registers it.
 */
export function MapUploadCard({ kind, onUpload }: MapUploadCardProps) {
  const { toast } = useToast();
  const [form] = Form.useForm<MapDetailsValues>();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<UploadProgressStep | null>(null);
  // The year taken from the previous file's name: a newer file's replaces it, a typed one stays.
  const prefilledYear = useRef<number | null>(null);
  const uploading = step !== null;

  const select = (candidate: File) => {
    const check = checkMapFile(candidate);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    setFile(candidate);
    const year = yearFromFilename(candidate.name);
    const current = form.getFieldValue('year') as number | null | undefined;
    if (year !== null && (current == null || current === prefilledYear.current)) {
      form.setFieldValue('year', year);
      prefilledYear.current = year;
    }
  };

  const upload = async () => {
    if (!file) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setStep(10);
    try {
      await onUpload({ file, details: toMapDetails(values), onProgress: setStep });
      toast({ title: MAP_UPLOAD_COPY.uploadedTitle, description: MAP_UPLOAD_COPY.uploadedDescription(file.name), variant: 'success' });
      setFile(null);
      form.resetFields();
      prefilledYear.current = null;
    } catch (error) {
      toast({ title: 'Upload Failed', description: failureMessage(error, MAP_UPLOAD_COPY.uploadFallback), variant: 'destructive' });
    } finally {
      setStep(null);
    }
  };

  return (
    <Card title={MAP_UPLOAD_COPY.cardTitle} data-testid="map-upload-card">
      <Flex vertical gap={12}>
        <Upload.Dragger
          accept={{ format: MAP_FILE_ACCEPT, filter: 'native' }}
          multiple={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(candidate) => {
            select(candidate);
            return Upload.LIST_IGNORE;
          }}
        >
          <Flex vertical align="center" gap={4} style={{ padding: '8px 16px' }}>
            <InboxOutlined aria-hidden style={{ fontSize: 36 }} />
            <Typography.Text strong>Click or drag a map file here</Typography.Text>
            <Typography.Text type="secondary">{MAP_UPLOAD_COPY.pickerHint}</Typography.Text>
          </Flex>
        </Upload.Dragger>
        {file && <SelectedFile file={file} disabled={uploading} onRemove={() => setFile(null)} />}
        <Form form={form} name={`${kind}-upload`} layout="vertical" requiredMark={false} disabled={uploading}>
          <MapDetailsFields sourceExample={MAP_KIND_COPY[kind].sourceExample} />
        </Form>
        {step !== null && <UploadProgress step={step} />}
        <Flex justify="end">
          <Button type="primary" disabled={!file || uploading} loading={uploading} onClick={() => void upload()}>
            {MAP_UPLOAD_COPY.uploadLabel}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
