import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { processingApi, UPLOAD_FAILURE_MESSAGES } from '@groundwork/api-client';
import { STREET_ALIASES_MAX, streetAliasesInputSchema, type StreetAlias } from '@groundwork/contracts';
import { STUDY_MESSAGES } from '@groundwork/design-system/study';
import { useToast } from '@groundwork/design-system/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { aliasesQuery, directoryQueryKeys } from '../api/directory-queries';

export const ALIASES_TITLE = 'Street Aliases';
export const APPLY_LABEL = 'Apply to This Report';

export interface StreetAliasesCardProps {
  projectId: string;
  canEdit: boolean;
  /** Places the listings again with the current properties and aliases; absent while there is nothing to apply to. */
  onApply?: () => Promise<void>;
  applying: boolean;
  /** Why applying waits, e.g. unsaved edits of the listings. */
  applyHint?: string;
}

interface DraftAlias {
  id: number;
  from: string;
  to: string;
}

let nextDraftId = 0;
const newDraftId = () => {
  nextDraftId += 1;
  return nextDraftId;
};
const toDraft = (alias: StreetAlias): DraftAlias => ({ id: newDraftId(), ...alias });
const blank = (alias: DraftAlias) => alias.from.trim() === '' && alias.to.trim() === '';

/** The first problem of the aliases as typed (blank rows are dropped), or null. */
export function aliasesProblem(drafts: readonly DraftAlias[]): string | null {
  const check = streetAliasesInputSchema.safeParse({
    aliases: drafts.filter((alias) => !blank(alias)).map(({ from, to }) => ({ from, to })),
  });
  return check.success ? null : (check.error.issues[0]?.message ?? 'Check the aliases.');
}

function AliasRows({ drafts, onChange }: { drafts: DraftAlias[]; onChange: (next: DraftAlias[]) => void }) {
  const update = (id: number, field: 'from' | 'to', value: string) => onChange(drafts.map((alias) => (alias.id === id ? { ...alias, [field]: value } : alias)));
  return drafts.map((alias, index) => (
    <Flex key={alias.id} gap={8} align="center" data-testid="alias-row">
      <Input
        aria-label={`Street name ${index + 1}`}
        placeholder="HWY 99"
        value={alias.from}
        onChange={(event) => update(alias.id, 'from', event.target.value)}
      />
      <Typography.Text aria-hidden>=</Typography.Text>
      <Input
        aria-label={`Same street as ${index + 1}`}
        placeholder="OLD STATE ROUTE 99"
        value={alias.to}
        onChange={(event) => update(alias.id, 'to', event.target.value)}
      />
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={`Remove alias ${index + 1}`}
        onClick={() => onChange(drafts.filter((candidate) => candidate.id !== alias.id))}
      />
    </Flex>
  ));
}

/**
 * The project's street aliases (renamed streets: listings under either name belong to the same
 * property) with add, remove and Save, and 'Apply to This Report' to place the listings again.
 * Viewers see the list only.
 */
export function StreetAliasesCard({ projectId, canEdit, onApply, applying, applyHint }: StreetAliasesCardProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const aliases = useQuery(aliasesQuery(projectId));
  const [drafts, setDrafts] = useState<DraftAlias[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const savedDrafts = useMemo(() => (aliases.data ?? []).map(toDraft), [aliases.data]);
  const shown = drafts ?? savedDrafts;

  const saveMutation = useMutation({
    mutationFn: (list: StreetAlias[]) => processingApi.saveCityDirectoryAliases(projectId, list),
    onSuccess: (saved) => {
      queryClient.setQueryData(directoryQueryKeys.aliases(projectId), saved);
      setDrafts(null);
      toast({ title: 'Aliases Saved', description: 'Apply them to this report to place the listings again.', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: STUDY_MESSAGES.saveFailedTitle,
        description: error instanceof Error ? error.message : 'The aliases could not be saved.',
        variant: 'destructive',
      }),
  });

  const save = () => {
    const found = aliasesProblem(shown);
    setProblem(found);
    if (found) return;
    saveMutation.mutate(shown.filter((alias) => !blank(alias)).map(({ from, to }) => ({ from: from.trim(), to: to.trim() })));
  };

  const apply = async () => {
    if (!onApply) return;
    try {
      await onApply();
    } catch (error) {
      toast({
        title: 'Apply Failed',
        description: error instanceof Error && error.message ? error.message : UPLOAD_FAILURE_MESSAGES.startProcessingFailed,
        variant: 'destructive',
      });
    }
  };

  const edit = (next: DraftAlias[]) => {
    setDrafts(next);
    setProblem(null);
  };

  return (
    <Card title={ALIASES_TITLE} data-testid="street-aliases">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">Renamed streets: listings under either name are matched to the same property.</Typography.Text>
        {aliases.isPending ? (
          <Spin size="small" />
        ) : aliases.isError ? (
          <Alert type="error" showIcon role="alert" title="The street aliases could not be loaded." description={aliases.error.message} />
        ) : canEdit ? (
          <>
            <AliasRows drafts={shown} onChange={edit} />
            {problem && <Alert type="error" showIcon role="alert" title={problem} />}
            {applyHint && <Typography.Text type="warning">{applyHint}</Typography.Text>}
            <Flex gap={8} wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={shown.length >= STREET_ALIASES_MAX}
                onClick={() => edit([...shown, { id: newDraftId(), from: '', to: '' }])}
              >
                Add Alias
              </Button>
              <Button type="primary" disabled={drafts === null} loading={saveMutation.isPending} onClick={save}>
                Save Aliases
              </Button>
              <Button disabled={!onApply || drafts !== null} loading={applying} onClick={() => void apply()}>
                {APPLY_LABEL}
              </Button>
            </Flex>
          </>
        ) : shown.length === 0 ? (
          <Typography.Text>No street aliases.</Typography.Text>
        ) : (
          <ul style={{ margin: 0 }}>
            {shown.map((alias) => (
              <li key={alias.id}>{`${alias.from} = ${alias.to}`}</li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
