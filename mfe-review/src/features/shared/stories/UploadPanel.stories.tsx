import { PHASE1_MAX_FILES_PER_UPLOAD } from '@groundwork/contracts';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DocumentProgressList } from '../components/DocumentProgressList';
import { UploadPanel } from '../components/UploadPanel';
import { documentsInProgress, pickedFiles } from './story-data';

/**
 * The upload area (spec 02 sections 2 and 5): up to 20 pdf/doc/docx/txt files, listed with their
 * sizes; a batch of more is refused whole with a 'Too Many Files' toast.
 */
const meta = {
  title: 'Review/Shared/Upload',
  component: UploadPanel,
  args: {
    title: 'Upload Phase 1 Reports',
    dropHint: 'Click or drag Phase 1 reports here',
    uploading: false,
    onUpload: async () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks files as the file dialog would (the panel keeps its selection to itself). */
const pick = (canvasElement: HTMLElement, files: File[]) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

export const NoneSelected: Story = {};

/** Upload and Analyze with nothing picked: the 'No Files Selected' toast. */
export const NoneSelectedUploadClicked: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-testid="upload-button"]')?.click();
  },
};

/** The regulatory page's panel keeps its button disabled until files are picked. */
export const NoneSelectedButtonDisabled: Story = {
  args: { title: 'Upload Agency Documents', dropHint: 'Click or drag closure letters, NFA letters or agency correspondence here', requireSelection: true },
};

export const FilesPicked: Story = { play: async ({ canvasElement }) => pick(canvasElement, pickedFiles(3)) };

export const Uploading: Story = { args: { uploading: true }, play: async ({ canvasElement }) => pick(canvasElement, pickedFiles(3)) };

/** 21 files: refused whole, the selection stays empty. */
export const TooManyFiles: Story = { play: async ({ canvasElement }) => pick(canvasElement, pickedFiles(PHASE1_MAX_FILES_PER_UPLOAD + 1)) };

/** After an upload: a report queued, one being read, a scan that failed. */
export const DocumentsInProgress: Story = { render: () => <DocumentProgressList documents={documentsInProgress} /> };
