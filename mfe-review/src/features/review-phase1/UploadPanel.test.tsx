import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDocument, aSession } from './test/fixtures';
import { fakeReviewServer, READ, UPLOAD } from './test/fake-review-server';
import { aFile, button, renderReviewTab, toastText } from './test/render-review';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openTab() {
  const view = renderReviewTab();
  await screen.findByTestId('upload-card');
  return view;
}

const selectedNames = () => screen.queryAllByTestId('selected-file').map((row) => row.textContent);

describe('ReviewPhase1Tab: uploads', () => {
  it('states the formats and the 50MB limit, and lists the selected files with sizes in MB', async () => {
    fakeReviewServer();
    const view = await openTab();
    expect(screen.getByText('Supported formats: PDF, DOC, DOCX, TXT (max 50MB per file, up to 20 files per upload)')).toBeInstanceOf(HTMLElement);
    expect(view.input().getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt');
    expect(view.input().multiple).toBe(true);
    await view.user.upload(view.input(), [aFile('a.pdf', 1_572_864), aFile('b.txt', 5000)]);
    expect(selectedNames()).toEqual(['a.pdf1.50 MB', 'b.txt0.00 MB']);
  });

  it("refuses more than 20 files: 'Too Many Files'", async () => {
    const server = fakeReviewServer();
    const view = await openTab();
    const files = Array.from({ length: 21 }, (_, index) => aFile(`report-${index}.pdf`));
    await view.user.upload(view.input(), files);
    expect(await toastText('Too Many Files')).toBe('Too Many FilesMaximum 20 files allowed per upload');
    expect(selectedNames()).toEqual([]);
    await view.user.upload(view.input(), files.slice(0, 20));
    expect(selectedNames()).toHaveLength(20);
    expect(server.api.calls()).not.toContain(UPLOAD);
  });

  it("asks for a file first: 'No Files Selected'", async () => {
    const server = fakeReviewServer();
    const view = await openTab();
    await view.user.click(button('Upload and Analyze'));
    expect(await toastText('No Files Selected')).toBe('No Files SelectedPlease select at least one Phase 1 report to analyze');
    expect(server.api.calls()).not.toContain(UPLOAD);
  });

  it('uploads the selection, then clears it and the file input and reloads the session', async () => {
    const server = fakeReviewServer();
    const view = await openTab();
    await view.user.upload(view.input(), [aFile('a.pdf'), aFile('b.txt')]);
    const readsBefore = server.reads();
    server.session = aSession({ fileCount: 2, analyzing: true, documents: [aDocument({ status: 'queued', progress: 0 })] });
    await view.user.click(button('Upload and Analyze'));
    await waitFor(() => expect(server.uploads).toEqual([['a.pdf', 'b.txt']]));
    await waitFor(() => expect(selectedNames()).toEqual([]));
    expect(view.input().files?.length ?? 0).toBe(0);
    await waitFor(() => expect(server.reads()).toBeGreaterThan(readsBefore));
    expect(within(await screen.findByTestId('document-progress')).getByText('Queued · 3.10 MB')).toBeInstanceOf(HTMLElement);
    expect(server.api.calls().filter((call) => call === READ).length).toBeGreaterThan(1);
  });

  it("shows the server's message when the upload fails, keeping the selection", async () => {
    const server = fakeReviewServer();
    server.failUpload({ status: 415, body: { code: 'UNSUPPORTED_FILE', message: 'photo.pdf is not a PDF, Word or text file', requestId: 'r1' } });
    const view = await openTab();
    await view.user.upload(view.input(), [aFile('photo.pdf')]);
    await view.user.click(button('Upload and Analyze'));
    expect(await toastText('Upload Failed')).toBe('Upload Failedphoto.pdf is not a PDF, Word or text file');
    expect(selectedNames()).toEqual(['photo.pdf0.00 MB']);
  });

  it("says 'Upload failed' for a failure without a message, and 'Not authenticated' without a token", async () => {
    const server = fakeReviewServer();
    server.failUpload({ status: 502 });
    const view = await openTab();
    await view.user.upload(view.input(), [aFile('a.pdf')]);
    await view.user.click(button('Upload and Analyze'));
    expect(await toastText('Upload Failed')).toBe('Upload FailedUpload failed');
    localStorage.clear();
    await view.user.click(button('Upload and Analyze'));
    await waitFor(async () => expect(await toastText('Upload Failed')).toBe('Upload FailedNot authenticated'));
    expect(server.api.calls().filter((call) => call === UPLOAD)).toHaveLength(1);
  });
});
