import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { MapDocument, MapDocumentKind } from '@groundwork/contracts';
import { ScrollRegion } from '@groundwork/design-system/base';
import { EmptyState } from '@groundwork/design-system/components';
import { formatFileSizeMb } from '@groundwork/design-system/study';
import { Button, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { formatUploadedAt, MAP_KIND_COPY, MAP_LIST_COPY } from '../model/map-copy';
import { MapStatusCell } from './MapStatusCell';

export interface MapDocumentsTableProps {
  kind: MapDocumentKind;
  maps: readonly MapDocument[];
  loading: boolean;
  /** Edit and Delete are offered only with these (writers). */
  onEdit?: (map: MapDocument) => void;
  onDelete?: (map: MapDocument) => Promise<void>;
  onView: (map: MapDocument) => void;
}

const viewable = (map: MapDocument) => map.status === 'READY' && map.pages.length > 0;

function MapActions({ map, onView, onEdit, onDelete }: Pick<MapDocumentsTableProps, 'onView' | 'onEdit' | 'onDelete'> & { map: MapDocument }) {
  return (
    <Flex gap={4} wrap>
      <Button size="small" icon={<EyeOutlined />} aria-label={`View ${map.filename}`} disabled={!viewable(map)} onClick={() => onView(map)}>
        View
      </Button>
      {onEdit && (
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${map.filename}`} onClick={() => onEdit(map)}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Popconfirm
          title={MAP_LIST_COPY.deleteQuestion}
          description={MAP_LIST_COPY.deleteDescription}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onDelete(map)}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${map.filename}`}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

function columns(actions: Pick<MapDocumentsTableProps, 'onView' | 'onEdit' | 'onDelete'>): TableColumnsType<MapDocument> {
  return [
    { key: 'year', title: 'Year', width: 80, render: (_, map) => map.year ?? '—' },
    { key: 'source', title: 'Source', render: (_, map) => map.source || '—' },
    {
      key: 'file',
      title: 'File',
      render: (_, map) => (
        <Flex vertical>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{map.filename}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatFileSizeMb(map.bytes)}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'pages', title: 'Pages', width: 72, render: (_, map) => map.pageCount ?? '—' },
    {
      key: 'notes',
      title: 'Notes',
      render: (_, map) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: map.notes }} style={{ margin: 0, maxWidth: 280 }}>
          {map.notes}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'uploaded',
      title: 'Uploaded',
      width: 140,
      render: (_, map) => (
        <Flex vertical>
          <time dateTime={map.uploadedAt}>{formatUploadedAt(map.uploadedAt)}</time>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {map.uploadedBy}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'status', title: 'Status', width: 160, render: (_, map) => <MapStatusCell map={map} /> },
    { key: 'actions', title: 'Actions', render: (_, map) => <MapActions map={map} {...actions} /> },
  ];
}

/** The project's maps in the server's order (oldest year first), each viewable once READY. */
export function MapDocumentsTable({ kind, maps, loading, onView, onEdit, onDelete }: MapDocumentsTableProps) {
  const actions = { onView, ...(onEdit ? { onEdit } : {}), ...(onDelete ? { onDelete } : {}) };
  return (
    // The columns wrap to fit the panel; on a narrow screen the region scrolls sideways.
    <ScrollRegion label={MAP_KIND_COPY[kind].listTitle}>
      <Table<MapDocument>
        data-testid="map-documents-table"
        rowKey="id"
        size="middle"
        pagination={false}
        loading={loading}
        dataSource={maps as MapDocument[]}
        columns={columns(actions)}
        locale={{
          emptyText: <EmptyState title={MAP_LIST_COPY.emptyTitle(kind)} description={onEdit ? MAP_LIST_COPY.emptyWriter : MAP_LIST_COPY.emptyViewer} />,
        }}
      />
    </ScrollRegion>
  );
}
