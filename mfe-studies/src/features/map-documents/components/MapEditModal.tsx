import type { MapDetails, MapDocument, MapDocumentKind } from '@groundwork/contracts';
import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { MAP_KIND_COPY } from '../model/map-copy';
import { MapDetailsFields, fromMapDetails, toMapDetails, type MapDetailsValues } from './MapDetailsFields';

export interface MapEditModalProps {
  kind: MapDocumentKind;
  /** The map being edited; the modal is closed without one. */
  map: MapDocument | null;
  /** Saves the details; a rejection keeps the modal open (the caller says why). */
  onSave: (map: MapDocument, details: MapDetails) => Promise<void>;
  onClose: () => void;
}

/** Year, source and notes of one map in a modal form; Save PATCHes them. */
export function MapEditModal({ kind, map, onSave, onClose }: MapEditModalProps) {
  const [form] = Form.useForm<MapDetailsValues>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!map) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onSave(map, toMapDetails(values));
      onClose();
    } catch {
      // The caller's toast says why; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={map !== null}
      title="Edit Map Details"
      okText="Save"
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {map && (
        <>
          <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
            {map.filename}
          </Typography.Paragraph>
          <Form form={form} name={`${kind}-edit`} layout="vertical" requiredMark={false} initialValues={fromMapDetails(map)} preserve={false}>
            <MapDetailsFields sourceExample={MAP_KIND_COPY[kind].sourceExample} />
          </Form>
        </>
      )}
    </Modal>
  );
}
