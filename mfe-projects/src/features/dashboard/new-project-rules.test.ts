import { describe, expect, it } from 'vitest';
import { newProjectFieldError } from './new-project-rules';

describe('newProjectFieldError', () => {
  it.each([
    [{}, 'siteAddress', 'Site address is required'],
    [{}, 'clientName', 'Client name is required'],
    [{ siteAddress: '', clientName: '' }, 'siteAddress', 'Site address is required'],
    [{ siteAddress: '   ', clientName: 'Acme' }, 'siteAddress', 'Site address is required'],
    [{ siteAddress: '12 Main St', clientName: '\t ' }, 'clientName', 'Client name is required'],
  ] as const)('reports %o: %s -> "%s"', (values, field, message) => {
    expect(newProjectFieldError(values, field)).toBe(message);
  });

  it('reports nothing for a field that is filled while the other is empty', () => {
    expect(newProjectFieldError({ siteAddress: '12 Main St', clientName: '' }, 'siteAddress')).toBeUndefined();
  });

  it('reports nothing for a valid form', () => {
    expect(newProjectFieldError({ siteAddress: '12 Main St', clientName: 'Acme' }, 'clientName')).toBeUndefined();
  });
});
