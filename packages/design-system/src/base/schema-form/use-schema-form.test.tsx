import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormSchema } from './form-schema';
import { useSchemaForm } from './use-schema-form';

type Values = { name: string; note?: string };

/** Name required; note optional but, when given, at least 3 characters. */
const schema: FormSchema<Values> = {
  safeParse(data) {
    const values = data as Record<string, unknown>;
    const issues: Array<{ path: string[]; message: string }> = [];
    if (typeof values.name !== 'string' || values.name.trim() === '') issues.push({ path: ['name'], message: 'Name is required' });
    if (values.note !== undefined && String(values.note).length < 3) issues.push({ path: ['note'], message: 'Note is too short' });
    return issues.length
      ? { success: false, error: { issues } }
      : { success: true, data: { name: String(values.name).trim(), ...(values.note ? { note: String(values.note) } : {}) } };
  },
};

function Probe({ onValid }: { onValid: (values: Values) => void }) {
  const form = useSchemaForm(schema, { name: '', note: '' }, { optionalFields: ['note'] });
  const field = (name: 'name' | 'note') => {
    const { error, ...props } = form.field(name);
    return (
      <div>
        <label>
          {name}
          <input {...props} aria-invalid={error ? true : undefined} />
        </label>
        {error && <span>{error}</span>}
      </div>
    );
  };
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      {field('name')}
      {field('note')}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows nothing before a field is left or the form submitted', () => {
    render(<Probe onValid={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '' } });
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('leaves a blank optional field out, and hands the parsed values over', async () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '  Acme ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Acme' }));
  });

  it('refuses an invalid form: every message shown, the first invalid field focused, nothing handed over', async () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('note'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Note is too short')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('name')));
    expect(onValid).not.toHaveBeenCalled();
  });
});
