import type { UploadProgressStep } from '@groundwork/api-client/study-jobs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadCard, type UploadCardProps } from './UploadCard';

const MB = 1024 * 1024;

/** A File whose size is `size` without allocating it. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const pdf = (size = 12_939_428) => fileOf('directory.pdf', 'application/pdf', size);

function setup(props: Partial<UploadCardProps> = {}) {
  const onUpload = props.onUpload ?? vi.fn<UploadCardProps['onUpload']>(async () => undefined);
  const view = render(<UploadCard study="cd" {...props} onUpload={onUpload} />);
  // The picker re-creates its input after each pick: always query the current one.
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup({ applyAccept: false });
  const uploadButton = () => screen.getByRole('button', { name: /Upload and Process/ });
  return { ...view, input, user, onUpload, uploadButton };
}

describe('UploadCard', () => {
  it('starts with no file, the upload button disabled and the typical duration', () => {
    const { uploadButton } = setup();
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Processing typically takes 2-5 minutes.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('PDF only, up to 50 MB')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('selected-file')).toBeNull();
  });

  it('offers PDFs in the file picker', () => {
    const { input } = setup();
    expect(input().getAttribute('accept')).toBe('.pdf,application/pdf');
  });

  it('shows the selected file name and its size in MB with two decimals', async () => {
    const { input, user, uploadButton } = setup();
    await user.upload(input(), pdf());
    expect(screen.getByTestId('selected-file').textContent).toBe('directory.pdf12.34 MB');
    expect(uploadButton()).toHaveProperty('disabled', false);
  });

  it('removes the selected file', async () => {
    const { input, user, uploadButton } = setup();
    await user.upload(input(), pdf());
    await user.click(screen.getByRole('button', { name: 'Remove directory.pdf' }));
    expect(screen.queryByTestId('selected-file')).toBeNull();
    expect(uploadButton()).toHaveProperty('disabled', true);
  });

  it('refuses a file that is not a PDF with the spec messages', async () => {
    const { input, user, uploadButton } = setup();
    await user.upload(input(), fileOf('photo.png', 'image/png', 2000));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invalid File TypePlease select a PDF file.');
    expect(screen.queryByTestId('selected-file')).toBeNull();
    expect(uploadButton()).toHaveProperty('disabled', true);
  });

  it('can title the type refusal Invalid File', async () => {
    const { input, user } = setup({ invalidTypeTitle: 'Invalid File' });
    await user.upload(input(), fileOf('notes.txt', 'text/plain', 10));
    expect(screen.getByRole('alert').textContent).toBe('Invalid FilePlease select a PDF file.');
  });

  it('refuses an empty file and one over 50 MB', async () => {
    const { input, user } = setup();
    await user.upload(input(), pdf(0));
    expect(screen.getByRole('alert').textContent).toBe('Invalid FileThe selected file is empty.');
    await user.upload(input(), pdf(50 * MB + 1));
    expect(screen.getByRole('alert').textContent).toBe('Invalid FileThe selected file is larger than 50 MB.');
    await user.upload(input(), pdf(50 * MB));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('selected-file').textContent).toContain('50.00 MB');
  });

  it('shows each upload step with its label, locked, then clears the selection', async () => {
    let report: (step: UploadProgressStep) => void = () => undefined;
    let finish: () => void = () => undefined;
    const onUpload = vi.fn<UploadCardProps['onUpload']>(
      (_file, onProgress) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { input, user, uploadButton } = setup({ onUpload });
    const file = pdf();
    await user.upload(input(), file);
    await user.click(uploadButton());
    expect(onUpload.mock.calls[0]![0]).toBe(file);
    const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
    expect([progress(), screen.getByRole('status').textContent]).toEqual(['10', '10%Preparing upload...']);
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remove directory.pdf' })).toHaveProperty('disabled', true);
    expect(input().disabled).toBe(true);
    for (const [step, label] of [
      [30, 'Uploading file...'],
      [60, 'Starting processing...'],
      [100, 'Upload complete'],
    ] as const) {
      act(() => report(step));
      expect(progress()).toBe(String(step));
      expect(screen.getByRole('status').textContent).toContain(label);
    }
    await act(async () => finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('selected-file')).toBeNull();
  });

  it('shows Upload Failed with the error message and keeps the file to retry', async () => {
    const onUpload = vi.fn<UploadCardProps['onUpload']>().mockRejectedValueOnce(new Error('Failed to get upload URL')).mockResolvedValueOnce(undefined);
    const { input, user, uploadButton } = setup({ onUpload });
    await user.upload(input(), pdf());
    await user.click(uploadButton());
    expect(screen.getByRole('alert').textContent).toBe('Upload FailedFailed to get upload URL');
    expect(screen.getByTestId('selected-file')).toBeInstanceOf(HTMLElement);
    expect(uploadButton()).toHaveProperty('disabled', false);
    await user.click(uploadButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onUpload).toHaveBeenCalledTimes(2);
  });

  it('falls back to a plain message when the error has none', async () => {
    const onUpload = vi.fn<UploadCardProps['onUpload']>().mockRejectedValue('nope');
    const { input, user, uploadButton } = setup({ onUpload });
    await user.upload(input(), pdf());
    await user.click(uploadButton());
    expect(screen.getByRole('alert').textContent).toBe('Upload FailedUpload failed');
  });

  it('locks everything when disabled and says why', async () => {
    const { input, uploadButton, onUpload } = setup({
      study: 'aerial',
      disabled: true,
      disabledReason: 'Please add adjoining properties first to enable aerial processing.',
    });
    expect(screen.getByText('Please add adjoining properties first to enable aerial processing.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Processing typically takes 5-15 minutes.')).toBeInstanceOf(HTMLElement);
    expect(input().disabled).toBe(true);
    fireEvent.change(input(), { target: { files: [pdf()] } });
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(onUpload).not.toHaveBeenCalled();
  });
});
