import type { FormRule } from 'antd';

/** The part of a zod schema the rules need (keeps the shell free of a direct zod import). */
export interface FormSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The first message the schema reports for one field when it parses the form's values. */
export function fieldError(schema: FormSchema, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * An antd rule that validates one field with the contracts schema of the whole form, so the
 * form shows exactly the schema's messages (cross-field rules included).
 */
export function schemaRule(schema: FormSchema, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = fieldError(schema, getFieldsValue(), field);
      if (message) throw new Error(message);
    },
  });
}
