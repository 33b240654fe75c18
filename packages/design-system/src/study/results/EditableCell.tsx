import { EditOutlined } from '@ant-design/icons';
import { palette } from '../../base/tokens';
import { Input, Select } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface EditableCellProps {
  /** The cell's text, which the editor starts from. */
  text: string;
  /** What the cell shows when not editing; the text by default. */
  display?: ReactNode;
  /** Column title, for the accessible names. */
  label: string;
  /** A text area, one item per line: Enter keeps the edit, Shift+Enter starts a new line. */
  multiline?: boolean;
  /** The only values the cell may take: edited with a select (choosing one keeps it). */
  options?: readonly string[];
  editing: boolean;
  onStart: () => void;
  onCommit: (text: string) => void;
  onCancel: () => void;
}

type EditorProps = Pick<EditableCellProps, 'text' | 'label' | 'multiline' | 'options' | 'onCommit' | 'onCancel'>;

function CellEditor({ text, label, multiline, options, onCommit, onCancel }: EditorProps) {
  const [value, setValue] = useState(text);
  // Enter or Escape settles the edit; the blur that may follow must not settle it again.
  const settled = useRef(false);
  const settle = (action: () => void) => {
    if (settled.current) return;
    settled.current = true;
    action();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Shift+Enter in a text area is a new line, left to the browser.
    if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      settle(() => onCommit(value));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      settle(onCancel);
    }
  };
  const common = {
    autoFocus: true,
    'aria-label': label,
    value,
    onKeyDown,
    onBlur: () => settle(() => onCommit(value)),
  };
  if (options) {
    // The select picks the option before its key handler runs: a chosen option is kept at once,
    // Enter on an unchanged value keeps it, Escape cancels, leaving the field keeps it.
    return (
      <Select
        {...common}
        size="small"
        defaultOpen
        style={{ minWidth: 140 }}
        options={options.map((option) => ({ value: option, label: option }))}
        onChange={(next: string) => {
          setValue(next);
          settle(() => onCommit(next));
        }}
      />
    );
  }
  return multiline ? (
    <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 12 }} onChange={(event) => setValue(event.target.value)} />
  ) : (
    <Input {...common} size="small" onChange={(event) => setValue(event.target.value)} />
  );
}

const editButtonStyle = {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  padding: 0,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: palette.inkMuted,
  cursor: 'pointer',
} as const;

/**
 * Spec 02 section 5: click the cell (or its edit button, by keyboard Enter, F2 or Space) to edit;
 * Enter saves, Escape cancels, leaving the field saves. The edit button is the cell's control, so
 * a control inside the cell's display (a photo button) is not nested in another.
 */
export function EditableCell({ text, display, label, multiline = false, options, editing, onStart, onCommit, onCancel }: EditableCellProps) {
  if (editing) return <CellEditor text={text} label={label} multiline={multiline} options={options} onCommit={onCommit} onCancel={onCancel} />;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click anywhere in the cell is the mouse's shortcut; the keyboard's is the edit button
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4, cursor: 'text', minHeight: 22, minWidth: 40 }} onClick={onStart}>
      <div style={{ flex: 1, minWidth: 0 }}>{display ?? text}</div>
      <button
        type="button"
        aria-label={`Edit ${label}: ${text || 'empty'}`}
        style={editButtonStyle}
        onClick={(event) => {
          event.stopPropagation();
          onStart();
        }}
        onKeyDown={(event) => {
          if (event.key === 'F2') {
            event.preventDefault();
            onStart();
          }
        }}
      >
        <EditOutlined aria-hidden />
      </button>
    </div>
  );
}
