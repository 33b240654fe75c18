import { projectQueryKeys } from '@groundwork/api-client';
import type { Project, User } from '@groundwork/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '@groundwork/api-client/testing';
import { aProject } from '../../test/fixtures';
import { currentPath, renderInShell } from '../../test/render-dashboard';
import { NewProjectDialog } from './NewProjectDialog';
import ProjectsDashboard from './ProjectsDashboard';

const member: User = { email: 'sam@acme.test', role: 'member' };
const created: Project = aProject({ id: '65f0c0ffee0000000000beef', projectNumber: 'ESA-2026-0009', siteAddress: '1 Elm St', clientName: 'Acme' });
const FAILED = 'Failed to create project. Please try again.';

let api: FakeApi;

beforeEach(() => {
  api = stubApi();
  api.on('GET /api/projects', { body: [] });
  api.on('GET /api/projects/activity', { body: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog() {
  const onClose = vi.fn();
  const view = renderInShell(<NewProjectDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog, onClose };
}

function fill(dialog: HTMLElement, values: { siteAddress?: string; clientName?: string }) {
  if (values.siteAddress !== undefined) {
    fireEvent.change(within(dialog).getByLabelText('Site Address'), { target: { value: values.siteAddress } });
  }
  if (values.clientName !== undefined) {
    fireEvent.change(within(dialog).getByLabelText('Client Name'), { target: { value: values.clientName } });
  }
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
const posts = () => api.calls().filter((call) => call === 'POST /api/projects');

describe('NewProjectDialog', () => {
  it('has the Site Address and Client Name fields, empty', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('New Project')).toBeInstanceOf(HTMLElement);
    expect((within(dialog).getByLabelText('Site Address') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Client Name') as HTMLInputElement).value).toBe('');
  });

  it('shows both messages for an empty form and sends nothing', async () => {
    const { dialog } = await openDialog();
    submit(dialog);
    expect(await within(dialog).findByText('Site address is required')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('Client name is required')).toBeInstanceOf(HTMLElement);
    expect(posts()).toEqual([]);
  });

  it('treats whitespace-only input as empty', async () => {
    const { dialog } = await openDialog();
    fill(dialog, { siteAddress: '   ', clientName: '\t  ' });
    submit(dialog);
    expect(await within(dialog).findByText('Site address is required')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('Client name is required')).toBeInstanceOf(HTMLElement);
    expect(posts()).toEqual([]);
  });

  it('shows only the message of the field left empty', async () => {
    const { dialog } = await openDialog();
    fill(dialog, { siteAddress: '1 Elm St' });
    submit(dialog);
    expect(await within(dialog).findByText('Client name is required')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).queryByText('Site address is required')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('creates the project with trimmed values, refreshes the list and activity, and opens it on its default tab', async () => {
    api.on('POST /api/projects', { status: 201, body: created });
    const { dialog, container, queryClient, onClose } = await openDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill(dialog, { siteAddress: '  1 Elm St ', clientName: ' Acme  ' });
    submit(dialog);
    await waitFor(() => expect(currentPath(within(container))).toBe('/projects/65f0c0ffee0000000000beef?tab=adjoining'));
    expect(api.bodies('POST /api/projects')).toEqual([{ siteAddress: '1 Elm St', clientName: 'Acme' }]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([projectQueryKeys.list, projectQueryKeys.activity]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(projectQueryKeys.detail(created.id))).toEqual(created);
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('disables Create Project while the creation is pending', async () => {
    let answer: (response: { status: number; body: Project }) => void = () => undefined;
    api.on('POST /api/projects', () => new Promise((resolve) => (answer = resolve)));
    const { dialog, container } = await openDialog();
    fill(dialog, { siteAddress: '1 Elm St', clientName: 'Acme' });
    submit(dialog);
    const button = within(dialog).getByRole('button', { name: /Create Project/ }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    answer({ status: 201, body: created });
    await waitFor(() => expect(currentPath(within(container))).toBe('/projects/65f0c0ffee0000000000beef?tab=adjoining'));
    expect(posts()).toHaveLength(1);
  });

  it('shows the failure toast and keeps the dialog open when the creation fails', async () => {
    api.on('POST /api/projects', { status: 500, body: { message: 'Internal error', code: 'INTERNAL', requestId: 'r1' } });
    const { dialog, container, onGlobalError, onClose } = await openDialog();
    fill(dialog, { siteAddress: '1 Elm St', clientName: 'Acme' });
    submit(dialog);
    const toast = await screen.findByText(FAILED);
    expect(toast.closest('[role="alert"]')).toBeInstanceOf(HTMLElement);
    expect(currentPath(within(container))).toBe('/');
    expect((within(dialog).getByLabelText('Site Address') as HTMLInputElement).value).toBe('1 Elm St');
    expect(onGlobalError).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves an unauthorized answer to the global handler: no failure toast', async () => {
    api.on('POST /api/projects', { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    const { dialog, onGlobalError } = await openDialog();
    fill(dialog, { siteAddress: '1 Elm St', clientName: 'Acme' });
    submit(dialog);
    await waitFor(() => expect(onGlobalError).toHaveBeenCalledTimes(1));
    const [error] = onGlobalError.mock.calls[0] as [Error];
    expect(error.message).toMatch(/^401: .*Unauthorized/);
    await waitFor(() => expect((within(dialog).getByRole('button', { name: /Create Project/ }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('opens from New Project, closes on Cancel and opens empty again', async () => {
    renderInShell(<ProjectsDashboard />, { user: member });
    fireEvent.click(screen.getAllByRole('button', { name: 'New Project' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fill(dialog, { siteAddress: '1 Elm St' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: 'New Project' })[0]!);
    const reopened = await screen.findByRole('dialog');
    expect((within(reopened).getByLabelText('Site Address') as HTMLInputElement).value).toBe('');
  });
});
