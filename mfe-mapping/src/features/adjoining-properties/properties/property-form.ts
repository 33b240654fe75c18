import { propertyFormInputSchema, type AdjoiningDirection } from '@groundwork/contracts';
import type { FormRule } from 'antd';

export type PropertyFormField = 'address' | 'direction';

export interface PropertyFormValues {
  address?: string;
  direction?: AdjoiningDirection;
}

export const ADJOINING_DIRECTION_OPTIONS: ReadonlyArray<{ value: AdjoiningDirection; label: string }> = [
  { value: 'north', label: 'North' },
  { value: 'south', label: 'South' },
  { value: 'east', label: 'East' },
  { value: 'west', label: 'West' },
];

/** The schema's first message for `field` ('Address is required', 'Direction is required'), if any. */
export function propertyFieldError(values: PropertyFormValues, field: PropertyFormField): string | undefined {
  const result = propertyFormInputSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** The antd rule of one field: the contracts schema decides, and the field shows its message exactly. */
export function propertyRule(field: PropertyFormField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = propertyFieldError(getFieldsValue() as PropertyFormValues, field);
      if (message) throw new Error(message);
    },
  });
}

/** An edited address as it is saved (trimmed), or the schema's message when it cannot be. */
export function checkAddress(address: string): { ok: true; address: string } | { ok: false; message: string } {
  const result = propertyFormInputSchema.shape.address.safeParse(address);
  return result.success ? { ok: true, address: result.data } : { ok: false, message: result.error.issues[0]?.message ?? 'Address is required' };
}

/** The address rule alone (the subject's edit has no direction). */
export const addressRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const checked = checkAddress(typeof value === 'string' ? value : '');
    if (!checked.ok) throw new Error(checked.message);
  },
};
