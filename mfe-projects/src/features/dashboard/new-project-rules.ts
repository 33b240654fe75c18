import { createProjectInputSchema, type CreateProjectInput } from '@groundwork/contracts';
import type { FormRule } from 'antd';

export type NewProjectField = keyof CreateProjectInput;

/** The schema's first message for `field` (e.g. "Site address is required"), if any. */
export function newProjectFieldError(values: unknown, field: NewProjectField): string | undefined {
  const result = createProjectInputSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * The antd rule of one New Project field: the contracts schema checks the whole form (trimmed,
 * so whitespace-only is empty) and the field shows exactly the schema's message.
 */
export function newProjectRule(field: NewProjectField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = newProjectFieldError(getFieldsValue(), field);
      if (message) throw new Error(message);
    },
  });
}
