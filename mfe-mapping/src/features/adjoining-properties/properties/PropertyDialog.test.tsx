import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '@groundwork/design-system/testing';
import { stubApi, type FakeApi } from '@groundwork/api-client/testing';
import { aProperty, aSubject } from '../../../test/fixtures';
import { renderInShell } from '../../../test/render-tab';
import { PropertyDialog, type PropertyDialogTarget } from './PropertyDialog';

const clicked = { lat: 38.5756113, lng: -121.4708 };
const REVERSE = '/api/geocode/reverse?lat=38.5756113&lng=-121.4708';
let api: FakeApi;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog(target: PropertyDialogTarget) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  renderInShell(<PropertyDialog target={target} open submitting={false} onSubmit={onSubmit} onCancel={onCancel} />);
  const dialog = await screen.findByRole('dialog');
  return { dialog, onSubmit, onCancel };
}

const addressField = (dialog: HTMLElement) => within(dialog).getByLabelText('Address') as HTMLInputElement;
const errorsIn = (dialog: HTMLElement) => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

describe('PropertyDialog: adding', () => {
  it('pre-fills the address by reverse geocoding the location and keeps the chosen direction', async () => {
    api.on(`GET ${REVERSE}`, { body: { address: '2405 I Street, Sacramento, California 95816', provider: 'nominatim' } });
    const { dialog, onSubmit } = await openDialog({ kind: 'add', draft: { location: clicked, direction: 'north' } });
    expect(within(dialog).getByText('Add Adjoining Property')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(addressField(dialog).value).toBe('2405 I Street, Sacramento, California 95816'));
    expect(within(dialog).getByTestId('property-location').textContent).toBe('Location: 38.575611, -121.470800');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ address: '2405 I Street, Sacramento, California 95816', direction: 'north' });
  });

  it('falls back to the coordinates when reverse geocoding finds nothing', async () => {
    api.on(`GET ${REVERSE}`, { status: 404, body: { message: 'No address found here', code: 'ADDRESS_NOT_FOUND' } });
    const { dialog } = await openDialog({ kind: 'add', draft: { location: clicked } });
    await waitFor(() => expect(addressField(dialog).value).toBe('38.575611, -121.470800'));
  });

  it('falls back to the coordinates when the geocoder is down', async () => {
    api.on(`GET ${REVERSE}`, { status: 502, body: { message: 'The geocoder failed', code: 'UPSTREAM_ERROR' } });
    const { dialog } = await openDialog({ kind: 'add', draft: { location: clicked } });
    await waitFor(() => expect(addressField(dialog).value).toBe('38.575611, -121.470800'));
  });

  it('never replaces what the user typed while the lookup ran', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    api.on(`GET ${REVERSE}`, () => new Promise((resolve) => (answer = resolve)));
    const { dialog } = await openDialog({ kind: 'add', draft: { location: clicked } });
    expect(within(dialog).getByText('Looking up the address…')).toBeInstanceOf(HTMLElement);
    fireEvent.change(addressField(dialog), { target: { value: '99 Typed St' } });
    answer({ body: { address: '2405 I Street', provider: 'census' } });
    await waitFor(() => expect(within(dialog).queryByText('Looking up the address…')).toBeNull());
    expect(addressField(dialog).value).toBe('99 Typed St');
  });

  it("shows 'Address is required' and 'Direction is required' and submits nothing", async () => {
    api.on(`GET ${REVERSE}`, { body: { address: '   ', provider: 'census' } });
    const { dialog, onSubmit } = await openDialog({ kind: 'add', draft: { location: clicked } });
    await waitFor(() => expect(addressField(dialog).value).toBe('   '));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['Direction is required', 'Address is required']));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers exactly north, south, east and west, and submits the chosen one', async () => {
    api.on(`GET ${REVERSE}`, { body: { address: '2384 J Street', provider: 'census' } });
    const { dialog, onSubmit } = await openDialog({ kind: 'add', draft: { location: clicked } });
    await chooseOption('Direction', 'West');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(options).toEqual(['North', 'South', 'East', 'West']);
    await waitFor(() => expect(addressField(dialog).value).toBe('2384 J Street'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ address: '2384 J Street', direction: 'west' }));
  });

  it('cancels', async () => {
    api.on(`GET ${REVERSE}`, { body: { address: 'x', provider: 'census' } });
    const { dialog, onCancel } = await openDialog({ kind: 'add', draft: { location: clicked } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('PropertyDialog: editing', () => {
  it('edits the direction and address of an adjoining property without any lookup', async () => {
    const { dialog, onSubmit } = await openDialog({ kind: 'edit', property: aProperty({ direction: 'south', address: '2417 K St' }) });
    expect(within(dialog).getByText('Edit Property')).toBeInstanceOf(HTMLElement);
    expect(addressField(dialog).value).toBe('2417 K St');
    await chooseOption('Direction', 'East');
    fireEvent.change(addressField(dialog), { target: { value: '2419 K St ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ address: '2419 K St', direction: 'east' }));
    expect(api.calls()).toEqual([]);
  });

  it('edits only the address of the subject', async () => {
    const { dialog, onSubmit } = await openDialog({ kind: 'edit', property: aSubject({ address: '2400 J St' }) });
    expect(within(dialog).getByText('Edit Subject Property')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).queryByLabelText('Direction')).toBeNull();
    fireEvent.change(addressField(dialog), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['Address is required']));
    fireEvent.change(addressField(dialog), { target: { value: '2400 J Street' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ address: '2400 J Street' }));
  });
});
