import { ApiError } from '@groundwork/api-client';
import type { Property } from '@groundwork/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aProperty, aSubject } from '../../../test/fixtures';
import { renderInShell } from '../../../test/render-tab';
import { DELETE_PROPERTY_CONFIRMATION, DELETE_SUBJECT_WARNING } from './confirmations';
import { SelectedPropertiesTable, type SelectedPropertiesTableProps } from './SelectedPropertiesTable';

const subject = aSubject({ id: 'subject', address: '2400 J St' });
const west = aProperty({ id: 'west', direction: 'west', address: '2384 J St' });
const north = aProperty({ id: 'north', direction: 'north', address: '2405 I St' });

function renderTable(props: Partial<SelectedPropertiesTableProps> = {}) {
  const handlers = {
    onSaveAddress: vi.fn<(property: Property, address: string) => Promise<unknown>>(() => Promise.resolve()),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
  };
  renderInShell(<SelectedPropertiesTable properties={[west, subject, north]} loading={false} canEdit busyIds={new Set()} {...handlers} {...props} />);
  return handlers;
}

const rowOf = (address: string) => screen.getByText(address).closest('tr') as HTMLElement;
const startEditing = (address: string) => fireEvent.click(screen.getByRole('button', { name: `Edit address ${address}` }));
const addressInput = () => screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement;

describe('SelectedPropertiesTable', () => {
  it('has the Direction, Address and Actions columns, subject first then north, south, east, west', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Direction', 'Address', 'Actions']);
    expect(screen.getAllByTestId('direction-tag').map((tag) => tag.textContent)).toEqual(['Subject', 'North', 'West']);
    expect(screen.getAllByTestId('property-address').map((cell) => cell.textContent)).toEqual(['2400 J St', '2405 I St', '2384 J St']);
  });

  it('shows the count line', () => {
    renderTable();
    expect(screen.getByTestId('properties-count').textContent).toBe('3 properties identified');
  });

  it('counts zero with an empty table', () => {
    renderTable({ properties: [] });
    expect(screen.getByTestId('properties-count').textContent).toBe('0 properties identified');
    expect(screen.getByText('No properties yet: draw the subject property, then add the adjoining ones.')).toBeInstanceOf(HTMLElement);
  });

  it('saves an edited address on Enter, trimmed', async () => {
    const { onSaveAddress } = renderTable();
    startEditing('2405 I St');
    expect(addressInput().value).toBe('2405 I St');
    fireEvent.change(addressInput(), { target: { value: '  2407 I St ' } });
    fireEvent.keyDown(addressInput(), { key: 'Enter' });
    expect(onSaveAddress).toHaveBeenCalledTimes(1);
    expect(onSaveAddress.mock.calls[0]![0].id).toBe('north');
    expect(onSaveAddress.mock.calls[0]![1]).toBe('2407 I St');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull());
  });

  it('cancels on Escape without saving', () => {
    const { onSaveAddress } = renderTable();
    startEditing('2405 I St');
    fireEvent.change(addressInput(), { target: { value: 'Somewhere else' } });
    fireEvent.keyDown(addressInput(), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    expect(screen.getByText('2405 I St')).toBeInstanceOf(HTMLElement);
    expect(onSaveAddress).not.toHaveBeenCalled();
  });

  it('saves when leaving the field', () => {
    const { onSaveAddress } = renderTable();
    startEditing('2384 J St');
    fireEvent.change(addressInput(), { target: { value: '2386 J St' } });
    fireEvent.blur(addressInput());
    expect(onSaveAddress.mock.calls.map(([property, address]) => [property.id, address])).toEqual([['west', '2386 J St']]);
  });

  it('saves once on Enter even though the field then loses focus', async () => {
    const { onSaveAddress } = renderTable();
    startEditing('2384 J St');
    fireEvent.change(addressInput(), { target: { value: '2386 J St' } });
    fireEvent.keyDown(addressInput(), { key: 'Enter' });
    fireEvent.blur(addressInput());
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull());
    expect(onSaveAddress).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an unchanged address', () => {
    const { onSaveAddress } = renderTable();
    startEditing('2384 J St');
    fireEvent.keyDown(addressInput(), { key: 'Enter' });
    expect(onSaveAddress).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
  });

  it("refuses a blank address on Enter with 'Address is required', and drops it on leaving", () => {
    const { onSaveAddress } = renderTable();
    startEditing('2384 J St');
    fireEvent.change(addressInput(), { target: { value: '   ' } });
    fireEvent.keyDown(addressInput(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Address is required');
    fireEvent.blur(addressInput());
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    expect(screen.getByText('2384 J St')).toBeInstanceOf(HTMLElement);
    expect(onSaveAddress).not.toHaveBeenCalled();
  });

  it('shows the address again when the save failed', async () => {
    const { onSaveAddress } = renderTable({ onSaveAddress: vi.fn(() => Promise.reject(new ApiError(500, 'boom'))) });
    startEditing('2384 J St');
    fireEvent.change(addressInput(), { target: { value: '2386 J St' } });
    fireEvent.keyDown(addressInput(), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull());
    expect(screen.getByText('2384 J St')).toBeInstanceOf(HTMLElement);
    expect(onSaveAddress).not.toHaveBeenCalledWith(expect.anything(), '2384 J St');
  });

  it('deletes an adjoining property only after confirming', async () => {
    const { onDelete } = renderTable();
    fireEvent.click(within(rowOf('2405 I St')).getByRole('button', { name: 'Delete property 2405 I St' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(DELETE_PROPERTY_CONFIRMATION.title)).toBeInstanceOf(HTMLElement);
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(onDelete.mock.calls[0]![0].id).toBe('north');
  });

  it('keeps the property when the confirmation is declined', async () => {
    const { onDelete } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Delete property 2384 J St' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('warns that a deleted subject can be drawn again', async () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Delete property 2400 J St' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(DELETE_SUBJECT_WARNING.description)).toBeInstanceOf(HTMLElement);
    expect(DELETE_SUBJECT_WARNING.description).toContain('draw the subject property again');
  });

  it('opens the edit dialog of a row', () => {
    const { onEdit } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit property 2384 J St' }));
    expect(onEdit.mock.calls[0]![0].id).toBe('west');
  });

  it('gives a viewer no edit or delete control', () => {
    renderTable({ canEdit: false });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByText('View only')).toHaveLength(3);
  });
});
