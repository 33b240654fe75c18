import { CopyOutlined, DownloadOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollRegion } from '../../base/ScrollRegion/ScrollRegion';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useToast } from '../../toast/useToast';
import { STUDY_MESSAGES } from '../study-copy';
import { toCsv, toTsv } from './csv';
import { downloadTextFile } from './download';
import { EditableCell } from './EditableCell';

type ColumnKey<Row> = Extract<keyof Row, string>;

export interface ResultColumn<Row> {
  key: ColumnKey<Row>;
  title: string;
  /** Editable inline when the table has `onSave`. */
  editable?: boolean;
  width?: number | string;
  /** The cell's text: shown, edited, copied and exported. Defaults to the value as text. */
  text?: (row: Row) => string;
  /** A richer display (a button, clamped text); editing and exports still use `text`. */
  render?: (row: Row) => ReactNode;
  /** Turns edited text back into the row's value; the text itself by default. */
  parse?: (text: string, row: Row) => Row[ColumnKey<Row>];
  /** False leaves the column out of copy and CSV (e.g. a Details button). */
  exportable?: boolean;
  /** The cell's text in copy and CSV when it differs from `text` (e.g. lines joined with '; '). */
  exportText?: (row: Row) => string;
  /** Edited in a text area, one item per line: Enter keeps the edit, Shift+Enter starts a new line. */
  multiline?: boolean;
  /** The only values an editable cell may take (e.g. a fixed list of labels): edited with a select. */
  options?: readonly string[];
}

export interface ResultsTableProps<Row extends object> {
  title?: ReactNode;
  columns: ResultColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** A message puts the table in its error state. */
  error?: string | null;
  errorTitle?: string;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  /** Saves every row after edits; a rejection shows 'Save Failed' with its message. Without it cells are read-only. */
  onSave?: (rows: Row[]) => Promise<void>;
  exportFileName?: string;
  /** More toolbar content, before the table's own buttons. */
  extra?: ReactNode;
  /** Told when the table gets or loses unsaved edits, also when it unmounts with edits (e.g. to hold back actions that would replace the rows). */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Fills the card with columns of fixed layout (those without a width share what is left) and
   * scrolls sideways only below this width. Without it the columns share the card by their content, and scroll sideways when even wrapped they do not fit.
   */
  minTableWidth?: number;
}

type Editing = { rowId: string; key: string } | null;

const valueText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const UNSAVED_CHANGES_LABEL = 'Unsaved changes';

/**
 * A study's results: generic columns, inline edits kept as unsaved changes until 'Save Changes',
 * copy as tab-separated text, CSV export, and empty, loading and error states.
 */
export function ResultsTable<Row extends object>({
  title,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  errorTitle = STUDY_MESSAGES.resultsLoadingIssueTitle,
  onRetry,
  emptyTitle = 'No Results Yet',
  emptyDescription = 'Upload a PDF to see its results here.',
  onSave,
  exportFileName = 'results.csv',
  extra,
  onDirtyChange,
  minTableWidth,
}: ResultsTableProps<Row>) {
  const { toast } = useToast();
  const [source, setSource] = useState(rows);
  const [draft, setDraft] = useState(rows);
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);

  const dirtyListener = useRef(onDirtyChange);
  useEffect(() => {
    dirtyListener.current = onDirtyChange;
  });
  const reportedDirty = useRef(false);
  useEffect(() => {
    if (reportedDirty.current === dirty) return;
    reportedDirty.current = dirty;
    dirtyListener.current?.(dirty);
  }, [dirty]);
  // Edits live as long as the table: unmounting it drops them.
  useEffect(
    () => () => {
      if (reportedDirty.current) dirtyListener.current?.(false);
    },
    [],
  );

  // New rows from the caller replace the draft, unless the user has unsaved edits.
  if (rows !== source && !dirty) {
    setSource(rows);
    setDraft(rows);
  }

  const textOf = (column: ResultColumn<Row>, row: Row) => column.text?.(row) ?? valueText(row[column.key]);
  const exported = columns.filter((column) => column.exportable !== false);
  const header = exported.map((column) => column.title);
  const cells = () => draft.map((row) => exported.map((column) => column.exportText?.(row) ?? textOf(column, row)));

  const commit = (rowId: string, column: ResultColumn<Row>, text: string) => {
    setEditing(null);
    const index = draft.findIndex((row) => rowKey(row) === rowId);
    const row = draft[index];
    if (!row || text === textOf(column, row)) return;
    const value = column.parse ? column.parse(text, row) : (text as Row[ColumnKey<Row>]);
    setDraft(draft.map((candidate, i) => (i === index ? { ...candidate, [column.key]: value } : candidate)));
    setDirty(true);
  };

  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      await onSave(draft);
      setDirty(false);
      toast({ title: 'Changes Saved', variant: 'success' });
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : 'Your changes could not be saved.';
      toast({ title: STUDY_MESSAGES.saveFailedTitle, description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setSource(rows);
    setDraft(rows);
    setDirty(false);
    setEditing(null);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(toTsv(header, cells()));
      toast({ title: 'Copied', description: `${draft.length} rows copied as tab-separated text.`, variant: 'success' });
    } catch {
      toast({
        title: STUDY_MESSAGES.copyFailedTitle,
        description: 'The browser did not allow copying to the clipboard.',
        variant: 'destructive',
      });
    }
  };

  const tableColumns: TableColumnsType<Row> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    render: (_: unknown, row: Row) => {
      const rowId = rowKey(row);
      if (!onSave || !column.editable) return column.render?.(row) ?? textOf(column, row);
      return (
        <EditableCell
          text={textOf(column, row)}
          display={column.render?.(row)}
          label={column.title}
          multiline={column.multiline ?? false}
          options={column.options}
          editing={editing?.rowId === rowId && editing.key === column.key}
          onStart={() => setEditing({ rowId, key: column.key })}
          onCommit={(text) => commit(rowId, column, text)}
          onCancel={() => setEditing(null)}
        />
      );
    },
  }));

  const empty = !loading && draft.length === 0;
  const toolbar = (
    <Flex gap={8} align="center" wrap>
      {extra}
      {dirty && <Tag color="warning">{UNSAVED_CHANGES_LABEL}</Tag>}
      {dirty && (
        <Button onClick={discard} disabled={saving}>
          Discard Changes
        </Button>
      )}
      {onSave && (
        <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={saving} onClick={() => void save()}>
          Save Changes
        </Button>
      )}
      <Button icon={<CopyOutlined />} disabled={empty || error !== null} onClick={() => void copy()}>
        Copy
      </Button>
      <Button icon={<DownloadOutlined />} disabled={empty || error !== null} onClick={() => downloadTextFile(exportFileName, toCsv(header, cells()))}>
        Export CSV
      </Button>
    </Flex>
  );

  return (
    <Card title={title} extra={toolbar} data-testid="results-table">
      {error !== null ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorTitle}
          description={error}
          action={
            onRetry && (
              <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
                Retry
              </Button>
            )
          }
        />
      ) : empty ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <ScrollRegion label={typeof title === 'string' ? title : 'Results'}>
          <Table<Row>
            size="small"
            rowKey={rowKey}
            columns={tableColumns}
            dataSource={draft}
            loading={loading}
            {...(minTableWidth === undefined ? {} : { tableLayout: 'fixed' as const, style: { minWidth: minTableWidth } })}
            pagination={draft.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
