import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type FormSchema, fieldError } from './form-schema';

export type FormValues<Field extends string> = Record<Field, string>;

export interface SchemaFormOptions<Field extends string> {
  /** Fields whose blank value is left out (an optional field the schema would reject empty). */
  optionalFields?: readonly NoInfer<Field>[];
}

/** What a text field needs from the form: its value, change and blur handlers, and its message. */
export interface SchemaFormField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface SchemaForm<Field extends string, T> {
  values: FormValues<Field>;
  field: (name: Field) => SchemaFormField;
  /** Validates `names` now and shows their messages; true when none has one. */
  validateFields: (names: readonly Field[]) => boolean;
  /** The form's submit handler: validates every field, then runs `onValid` with the parsed values. */
  handleSubmit: (onValid: (data: T) => Promise<unknown> | unknown) => (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
}

/**
 * A plain form validated by one schema of the whole form (cross-field rules included), showing
 * exactly the schema's messages. A field shows its message once it has been left or the form
 * submitted, and from then on after every change. On a failed submit the first field with a
 * message takes the focus.
 */
export function useSchemaForm<Field extends string, T>(
  schema: FormSchema<T>,
  initialValues: FormValues<Field>,
  { optionalFields = [] }: SchemaFormOptions<Field> = {},
): SchemaForm<Field, T> {
  const [values, setValues] = useState(initialValues);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const [focusFirstError, setFocusFirstError] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);

  const input = useCallback(
    (current: FormValues<Field>) =>
      Object.fromEntries(Object.entries(current).filter(([name, value]) => !(optionalFields.includes(name as Field) && String(value).trim() === ''))),
    [optionalFields],
  );
  const errorOf = (name: Field) => (shown.has(name) ? fieldError(schema, input(values), name) : undefined);

  useEffect(() => {
    if (focusFirstError === 0) return;
    formElement.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const show = (names: readonly string[]) => setShown((previous) => new Set([...previous, ...names]));

  return {
    values,
    field: (name) => ({
      name,
      value: values[name],
      error: errorOf(name),
      onChange: (event) => {
        const { value } = event.target;
        setValues((previous) => ({ ...previous, [name]: value }));
      },
      onBlur: () => show([name]),
    }),
    validateFields: (names) => {
      show(names);
      return names.every((name) => fieldError(schema, input(values), name) === undefined);
    },
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      formElement.current = event.currentTarget;
      show(Object.keys(values));
      const result = schema.safeParse(input(values));
      if (!result.success) {
        setFocusFirstError((count) => count + 1);
        return;
      }
      setSubmitting(true);
      void Promise.resolve()
        .then(() => onValid(result.data))
        .finally(() => setSubmitting(false));
    },
    submitting,
  };
}
