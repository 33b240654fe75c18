import { mapDetailsSchema, type MapDetails } from '@groundwork/contracts';
import { Form, Input, InputNumber, type FormRule } from 'antd';

/** The details form's values as antd holds them (an emptied number is null or undefined). */
export interface MapDetailsValues {
  year?: number | null;
  source?: string;
  notes?: string;
}

/** The form's values as the contract's details, trimmed. */
export const toMapDetails = (values: MapDetailsValues): MapDetails => ({
  year: values.year ?? null,
  source: (values.source ?? '').trim(),
  notes: (values.notes ?? '').trim(),
});

export const fromMapDetails = ({ year, source, notes }: MapDetails): MapDetailsValues => ({ year, source, notes });

/** A contract field's schema, as far as a form rule needs it. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** An antd rule of one contract field: its first issue's message. */
const contractRule = (schema: FieldSchema, empty: unknown): FormRule => ({
  validator: async (_, value: unknown) => {
    const checked = schema.safeParse(value ?? empty);
    if (!checked.success) throw new Error(checked.error?.issues[0]?.message ?? 'Check this field.');
  },
});

const { year, source, notes } = mapDetailsSchema.shape;

export const MAP_FIELD_LABELS = { year: 'Year', source: 'Source', notes: 'Notes' } as const;

/** Year, Source and Notes of a map, checked by the contract's `mapDetailsSchema`. */
export function MapDetailsFields({ sourceExample, disabled = false }: { sourceExample: string; disabled?: boolean }) {
  return (
    <>
      <Form.Item name="year" label={MAP_FIELD_LABELS.year} rules={[contractRule(year, null)]} extra="The year printed on the map">
        <InputNumber placeholder="e.g. 1953" precision={0} controls={false} disabled={disabled} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="source" label={MAP_FIELD_LABELS.source} rules={[contractRule(source, '')]}>
        <Input placeholder={sourceExample} maxLength={200} disabled={disabled} />
      </Form.Item>
      <Form.Item name="notes" label={MAP_FIELD_LABELS.notes} rules={[contractRule(notes, '')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} disabled={disabled} />
      </Form.Item>
    </>
  );
}
