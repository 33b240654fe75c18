import { Flex } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DirectoryResultsTable } from '../components/DirectoryResultsTable';
import { UnassignedList } from '../components/UnassignedList';
import { directoryResult, editedDirectoryResult, unassignedListings, withUnknownYear } from './story-data';

/**
 * The City Directory tab's results (spec 02 sections 2, 3): occupants per year and direction with
 * their tags (hover a name for the printed line and OCR confidence), vacancies muted, listings
 * typed in by the consultant, and the listings that matched no property.
 */
const meta = {
  title: 'Studies/CityDirectory/ResultsTable',
  component: DirectoryResultsTable,
  args: {
    result: directoryResult,
    loading: false,
    error: null,
    onRetry: () => undefined,
    onSave: async () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DirectoryResultsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaggedListingsAndVacancies: Story = {};

/** Viewers: no editing, no Save Changes. */
export const ReadOnly: Story = { args: { onSave: undefined } };

/** Saved edits: two listings typed in ('Typed in the table' on hover) and the 'Last edited' time. */
export const SavedEdits: Story = { args: { result: editedDirectoryResult } };

export const UnknownYear: Story = { args: { result: withUnknownYear } };

/** The West cell of 2015 retyped and not yet saved: the Unsaved changes tag, Discard and Save Changes. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('[aria-label^="Edit West: SUBWAY SANDWICHES"]')?.click();
    const area = await waitFor(() => canvasElement.querySelector<HTMLTextAreaElement>('textarea[aria-label="West"]'));
    typeInto(area, 'SUBWAY SANDWICHES #31877\nPACIFIC HWY VAPE & SMOKE');
    area.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  },
};

export const Empty: Story = { args: { result: null } };

export const Loading: Story = { args: { result: null, loading: true } };

export const LoadingError: Story = { args: { result: null, error: 'Failed to load current results: 403' } };

/** The tab below the table: listings at addresses that match no property of the project. */
export const UnassignedAddresses: Story = {
  render: (args) => (
    <Flex vertical gap={16}>
      <DirectoryResultsTable {...args} />
      <UnassignedList entries={unassignedListings} />
    </Flex>
  ),
};

/** Polls until the editor has rendered: the play function drives the table as a user would. */
async function waitFor<T>(find: () => T | null): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The cell editor did not open');
}

/** Sets a React-controlled text area's value the way typing does, so React sees the change. */
function typeInto(area: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}
