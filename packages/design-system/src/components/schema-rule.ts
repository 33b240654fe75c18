import { type FormSchema, fieldError } from '../base/schema-form/form-schema';
import type { FormRule } from 'antd';

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
