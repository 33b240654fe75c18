import { AimOutlined, BorderOuterOutlined, CloseOutlined, DeleteOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
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

interface ModeButtonProps {
  mode: MapMode;
  activeMode: MapMode;
  icon: ReactNode;
  disabled: boolean;
  onStart: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A tool that puts the map in a mode: a toggle (`aria-pressed`). While its mode is on it shows as
 * pressed (primary) and stays usable: pressing it again leaves the mode, like Cancel.
 */
function ModeButton({ mode, activeMode, icon, disabled, onStart, onCancel, children }: ModeButtonProps) {
  const active = mode === activeMode;
  return (
    <Button type={active ? 'primary' : 'default'} aria-pressed={active} icon={icon} disabled={disabled && !active} onClick={active ? onCancel : onStart}>
      {children}
    </Button>
  );
}

/** The writer's map tools: draw or delete the subject, add an adjoining property by click or by drawing. */
export function MapToolbar({ mode, ready, hasSubject, busy, onDrawSubject, onDeleteSubject, onAddByClick, onDrawAdjoining, onCancel }: MapToolbarProps) {
  const idle = mode === 'idle';
  // One mode at a time: while one is on, the other tools wait.
  const disabled = !ready || busy || !idle;
  const modeButton = { activeMode: mode, onCancel };
  return (
    <Flex wrap gap={8} align="center" role="toolbar" aria-label="Map tools">
      <ModeButton mode="draw-subject" {...modeButton} icon={<FormOutlined aria-hidden />} disabled={disabled || hasSubject} onStart={onDrawSubject}>
        Draw Subject Property
      </ModeButton>
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
      <ModeButton mode="add-by-click" {...modeButton} icon={<AimOutlined aria-hidden />} disabled={disabled} onStart={onAddByClick}>
        Add by Click
      </ModeButton>
      <ModeButton mode="draw-adjoining" {...modeButton} icon={<BorderOuterOutlined aria-hidden />} disabled={disabled} onStart={onDrawAdjoining}>
        Draw Adjoining Property
      </ModeButton>
      {!idle && (
        <Button icon={<CloseOutlined aria-hidden />} onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Flex>
  );
}
