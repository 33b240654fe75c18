/** The part of a zod schema a form needs (keeps the design system free of a zod import). */
export interface FormSchema<T = unknown> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The first message the schema reports for one field when it parses the form's values. */
export function fieldError(schema: FormSchema, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}
