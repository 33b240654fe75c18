import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { MapDocument } from '@groundwork/contracts';
import { Flex, Tag, Typography } from 'antd';

export const MAP_STATUS_LABELS = { PROCESSING: 'Processing', READY: 'Ready', FAILED: 'Failed' } as const;

/** Processing (spinning, while the server renders the pages), Ready, or Failed with its reason. */
export function MapStatusCell({ map }: { map: Pick<MapDocument, 'status' | 'error'> }) {
  if (map.status === 'PROCESSING') {
    return (
      <Tag color="processing" icon={<SyncOutlined spin aria-hidden />} data-testid="map-status">
        {MAP_STATUS_LABELS.PROCESSING}
      </Tag>
    );
  }
  if (map.status === 'READY') {
    return (
      <Tag color="success" icon={<CheckCircleOutlined aria-hidden />} data-testid="map-status">
        {MAP_STATUS_LABELS.READY}
      </Tag>
    );
  }
  return (
    <Flex vertical gap={4} align="start">
      <Tag color="error" icon={<CloseCircleOutlined aria-hidden />} data-testid="map-status">
        {MAP_STATUS_LABELS.FAILED}
      </Tag>
      {map.error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="map-error">
          {map.error}
        </Typography.Text>
      )}
    </Flex>
  );
}
