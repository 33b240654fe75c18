import { mayWrite, useCachedUser } from '@groundwork/api-client';
import { MAP_DOCUMENT_KIND_LABELS, type MapDetails, type MapDocument, type MapDocumentKind } from '@groundwork/contracts';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { useToast } from '@groundwork/design-system/base';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MapDocumentsTable } from './components/MapDocumentsTable';
import { MapEditModal } from './components/MapEditModal';
import { MapUploadCard } from './components/MapUploadCard';
import { MapViewer } from './components/MapViewer';
import { failureMessage, MAP_KIND_COPY, MAP_LIST_COPY } from './model/map-copy';
import { useMapDocuments, useMapMutations } from './use-map-documents';

/**
 * The Topography and Fire Insurance Map tabs (spec 02 section 2, issue 20): upload of one map file
 * with its year, source and notes (writers), the project's maps with their processing status, a
 * viewer of the rendered pages, edits and deletion. Viewers read and view only.
 */
export function MapDocumentsTab({ kind }: { kind: MapDocumentKind }) {
  const { projectId = '' } = useParams();
  const canEdit = mayWrite(useCachedUser()?.role);
  const { toast } = useToast();
  const list = useMapDocuments(kind, projectId);
  const { upload, update, remove } = useMapMutations(kind, projectId);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<MapDocument | null>(null);
  const maps = list.data ?? [];
  // The viewer follows the list, so it shows the newest page links.
  const viewed = maps.find((map) => map.id === viewedId) ?? null;

  const save = async (map: MapDocument, details: MapDetails) => {
    try {
      await update.mutateAsync({ mapId: map.id, input: details });
      toast({ title: MAP_LIST_COPY.savedTitle, description: map.filename, variant: 'success' });
    } catch (error) {
      toast({ title: 'Save Failed', description: failureMessage(error, MAP_LIST_COPY.saveFallback), variant: 'destructive' });
      throw error;
    }
  };

  const destroy = async (map: MapDocument) => {
    try {
      await remove.mutateAsync(map.id);
      toast({ title: MAP_LIST_COPY.deletedTitle, description: map.filename, variant: 'success' });
    } catch (error) {
      toast({ title: MAP_LIST_COPY.deleteFailedTitle, description: failureMessage(error, MAP_LIST_COPY.deleteFallback), variant: 'destructive' });
    }
  };

  return (
    <Flex vertical gap={16}>
      <SectionHeading title={MAP_DOCUMENT_KIND_LABELS[kind].title} align="start" level={2} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {MAP_KIND_COPY[kind].intro}
      </Typography.Paragraph>
      {canEdit && <MapUploadCard kind={kind} onUpload={upload.mutateAsync} />}
      <Card title={MAP_KIND_COPY[kind].listTitle} data-testid="map-documents">
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={MAP_LIST_COPY.loadFailed}
            description={failureMessage(list.error, MAP_LIST_COPY.loadFailed)}
            action={<Button onClick={() => void list.refetch()}>Retry</Button>}
          />
        ) : (
          <MapDocumentsTable
            kind={kind}
            maps={maps}
            loading={list.isPending}
            onView={(map) => setViewedId(map.id)}
            {...(canEdit ? { onEdit: setEditing, onDelete: destroy } : {})}
          />
        )}
      </Card>
      <MapViewer map={viewed} onClose={() => setViewedId(null)} />
      {canEdit && <MapEditModal kind={kind} map={editing} onSave={save} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
