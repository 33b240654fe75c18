import { Input } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

export interface EditableCellProps {
  /** The cell's text, which the editor starts from. */
  text: string;
  /** What the cell shows when not editing; the text by default. */
  display?: ReactNode;
  /** Column title, for the accessible names. */
  label: string;
  editing: boolean;
  onStart: () => void;
  onCommit: (text: string) => void;
  onCancel: () => void;
}

function CellEditor({ text, label, onCommit, onCancel }: Pick<EditableCellProps, 'text' | 'label' | 'onCommit' | 'onCancel'>) {
  const [value, setValue] = useState(text);
  // Enter or Escape settles the edit; the blur that may follow must not settle it again.
  const settled = useRef(false);
  const settle = (action: () => void) => {
    if (settled.current) return;
    settled.current = true;
    action();
  };
  return (
    <Input
      autoFocus
      size="small"
      aria-label={label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          settle(() => onCommit(value));
        } else if (event.key === 'Escape') {
          event.preventDefault();
          settle(onCancel);
        }
      }}
      onBlur={() => settle(() => onCommit(value))}
    />
  );
}

/** Spec 02 section 5: click (or Enter, F2) to edit; Enter saves, Escape cancels, leaving the field saves. */
export function EditableCell({ text, display, label, editing, onStart, onCommit, onCancel }: EditableCellProps) {
  if (editing) return <CellEditor text={text} label={label} onCommit={onCommit} onCancel={onCancel} />;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`Edit ${label}: ${text || 'empty'}`}
      style={{ cursor: 'text', minHeight: 22, minWidth: 40 }}
      onClick={onStart}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'F2') {
          event.preventDefault();
          onStart();
        }
      }}
    >
      {display ?? text}
    </div>
  );
}
