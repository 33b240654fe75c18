import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { checkAddress } from './property-form';

export interface AddressCellProps {
  address: string;
  editable: boolean;
  /** Saves a changed, trimmed address; rejects when the save failed (the caller has told the user). */
  onSave: (address: string) => Promise<unknown>;
}

/**
 * An address with inline editing (spec 01 section 2): Enter saves, Escape cancels, leaving the
 * field saves. An unchanged address sends nothing; a blank one shows 'Address is required' on
 * Enter and is dropped on leaving.
 */
export function AddressCell({ address, editable, onSave }: AddressCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter or Escape end the edit; the blur that follows when the input goes away must not end it again.
  const ended = useRef(false);

  const start = () => {
    ended.current = false;
    setError(null);
    setDraft(address);
  };
  const stop = () => {
    ended.current = true;
    setDraft(null);
    setError(null);
  };
  const commit = (leaving: boolean) => {
    if (draft === null || ended.current) return;
    const checked = checkAddress(draft);
    if (!checked.ok) {
      if (leaving) stop();
      else setError(checked.message);
      return;
    }
    if (checked.address === address) {
      stop();
      return;
    }
    ended.current = true;
    setSaving(true);
    onSave(checked.address)
      .catch(() => undefined)
      .finally(() => {
        setSaving(false);
        setDraft(null);
      });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(false);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  };

  if (draft !== null) {
    return (
      <Flex vertical gap={2}>
        <Input
          aria-label="Address"
          value={draft}
          autoFocus
          disabled={saving}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit(true)}
        />
        {error && (
          <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={4}>
      <Typography.Text data-testid="property-address">{address}</Typography.Text>
      {editable && <Button type="text" size="small" aria-label={`Edit address ${address}`} icon={<EditOutlined aria-hidden />} onClick={start} />}
    </Flex>
  );
}
