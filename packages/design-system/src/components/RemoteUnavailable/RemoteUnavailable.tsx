import { ApiOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { palette } from '../../base/tokens';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of Groundwork is unavailable';

export interface RemoteUnavailableProps {
  /** Name of the remote that failed to load, e.g. `mfe_marketing`. */
  remoteName: string;
  /** What went wrong, e.g. the loader's error message. */
  details?: string;
  onRetry: () => void;
  /** True while a retry is in flight: the button shows a spinner. */
  retrying?: boolean;
}

/** Fallback for a route whose remote bundle could not be loaded; the rest of the app keeps working. */
export function RemoteUnavailable({ remoteName, details, onRetry, retrying = false }: RemoteUnavailableProps) {
  return (
    <Flex
      role="alert"
      vertical
      align="center"
      gap={8}
      data-testid="remote-unavailable"
      data-remote={remoteName}
      style={{ padding: '64px 24px', textAlign: 'center' }}
    >
      <ApiOutlined aria-hidden style={{ fontSize: 44, color: palette.warning }} />
      <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
        {REMOTE_UNAVAILABLE_TITLE}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 520 }}>
        The <Typography.Text code>{remoteName}</Typography.Text> module could not be loaded. The rest of Groundwork still works; try again in a moment.
      </Typography.Paragraph>
      {details !== undefined && details !== '' && (
        <Typography.Paragraph
          type="secondary"
          data-testid="remote-unavailable-details"
          style={{ margin: 0, maxWidth: 520, fontSize: 13, wordBreak: 'break-word' }}
        >
          {details}
        </Typography.Paragraph>
      )}
      <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry} style={{ marginTop: 12 }}>
        Retry
      </Button>
    </Flex>
  );
}
