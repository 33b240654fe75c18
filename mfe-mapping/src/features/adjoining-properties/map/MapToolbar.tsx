import { AimOutlined, BorderOuterOutlined, CloseOutlined, DeleteOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { DELETE_SUBJECT_WARNING } from '../properties/confirmations';

export type MapMode = 'idle' | 'add-by-click' | 'draw-subject' | 'draw-adjoining';

export interface MapToolbarProps {
  mode: MapMode;
  /** The map is ready for drawing and clicking. */
  ready: boolean;
  hasSubject: boolean;
  /** A save is under way: no new drawing until it settles. */
  busy: boolean;
  onDrawSubject: () => void;
  onDeleteSubject: () => void;
  onAddByClick: () => void;
  onDrawAdjoining: () => void;
  onCancel: () => void;
}

/** The writer's map tools: draw or delete the subject, add an adjoining property by click or by drawing. */
export function MapToolbar({ mode, ready, hasSubject, busy, onDrawSubject, onDeleteSubject, onAddByClick, onDrawAdjoining, onCancel }: MapToolbarProps) {
  const idle = mode === 'idle';
  const disabled = !ready || busy || !idle;
  return (
    <Flex wrap gap={8} align="center" role="toolbar" aria-label="Map tools">
      <Button
        type={mode === 'draw-subject' ? 'primary' : 'default'}
        icon={<FormOutlined aria-hidden />}
        disabled={disabled || hasSubject}
        onClick={onDrawSubject}
      >
        Draw Subject Property
      </Button>
      {hasSubject && (
        <Popconfirm
          title={DELETE_SUBJECT_WARNING.title}
          description={DELETE_SUBJECT_WARNING.description}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={onDeleteSubject}
          disabled={disabled}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={disabled}>
            Delete Subject Property
          </Button>
        </Popconfirm>
      )}
      <Button type={mode === 'add-by-click' ? 'primary' : 'default'} icon={<AimOutlined aria-hidden />} disabled={disabled} onClick={onAddByClick}>
        Add by Click
      </Button>
      <Button type={mode === 'draw-adjoining' ? 'primary' : 'default'} icon={<BorderOuterOutlined aria-hidden />} disabled={disabled} onClick={onDrawAdjoining}>
        Draw Adjoining Property
      </Button>
      {!idle && (
        <Button icon={<CloseOutlined aria-hidden />} onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Flex>
  );
}
