import { UPLOAD_FAILURE_MESSAGES, type UploadProgressStep } from '@groundwork/api-client/study-jobs';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, userEvent, within } from 'storybook/test';
import { STUDY_MESSAGES } from '../study-copy';
import { UploadCard, type UploadCardProps } from './UploadCard';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Picks `file` in the card's picker, as a user would. */
const pick =
  (file: File, thenUpload = false) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, file);
    if (thenUpload) await user.click(within(canvasElement).getByRole('button', { name: /Upload and Process/ }));
  };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Walks the four steps slowly, then never finishes, so the progress stays on screen. */
async function slowUpload(_file: File, onProgress: (step: UploadProgressStep) => void) {
  for (const step of [10, 30, 60] as const) {
    onProgress(step);
    await wait(1200);
  }
  await new Promise(() => undefined);
}

const meta = {
  title: 'Study/UploadCard',
  component: UploadCard,
  args: { study: 'cd', title: 'City Directory Report', onUpload: fn<UploadCardProps['onUpload']>(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFile: Story = {};

export const AerialDuration: Story = { args: { study: 'aerial', title: 'Aerial Photo Report' } };

export const DatabaseDuration: Story = { args: { study: 'database', title: 'Regulatory Database Report', invalidTypeTitle: 'Invalid File' } };

export const DisabledWithReason: Story = {
  args: { study: 'aerial', title: 'Aerial Photo Report', disabled: true, disabledReason: STUDY_MESSAGES.aerialNeedsProperties },
};

export const FileSelected: Story = { play: pick(fileOf('Sacramento_city_directory.pdf', 'application/pdf', 12_939_428)) };

export const InvalidFileType: Story = { play: pick(fileOf('site-photo.png', 'image/png', 2 * MB)) };

export const EmptyFile: Story = { play: pick(fileOf('empty.pdf', 'application/pdf', 0)) };

export const TooLarge: Story = { play: pick(fileOf('huge-report.pdf', 'application/pdf', 51 * MB)) };

export const Uploading: Story = {
  args: { onUpload: fn<UploadCardProps['onUpload']>(slowUpload) },
  play: pick(fileOf('directory.pdf', 'application/pdf', 3 * MB), true),
};

export const UploadFailed: Story = {
  args: {
    onUpload: fn<UploadCardProps['onUpload']>(async (_file, onProgress) => {
      onProgress(10);
      await wait(300);
      throw new Error(UPLOAD_FAILURE_MESSAGES.getUploadUrlFailed);
    }),
  },
  play: pick(fileOf('directory.pdf', 'application/pdf', 3 * MB), true),
};
