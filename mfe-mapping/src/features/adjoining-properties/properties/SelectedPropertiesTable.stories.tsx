import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SelectedPropertiesTable } from './SelectedPropertiesTable';
import { longAddressProperties, sampleProperties, subjectProperty, twoToTheEast } from './story-data';

const noop = () => undefined;
const saved = async () => undefined;

/**
 * The Adjoining Properties tab's "Selected Properties" table (spec 01 section 2): the subject
 * first, then north, south, east and west, the address edited in place by writers.
 */
const meta = {
  title: 'Mapping/SelectedPropertiesTable',
  component: SelectedPropertiesTable,
  args: {
    properties: sampleProperties,
    loading: false,
    canEdit: true,
    busyIds: new Set<string>(),
    onSaveAddress: saved,
    onEdit: noop,
    onDelete: noop,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectedPropertiesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubjectAndAdjoining: Story = {};

export const TwoNeighboursToTheEast: Story = { args: { properties: twoToTheEast } };

export const SubjectOnly: Story = { args: { properties: [subjectProperty] } };

export const Empty: Story = { args: { properties: [] } };

export const Loading: Story = { args: { properties: [], loading: true } };

export const LongAddresses: Story = { args: { properties: longAddressProperties } };

/** Viewers see the list without edit or delete buttons. */
export const ViewOnly: Story = { args: { canEdit: false } };

/** A delete under way: that row's buttons wait for the server. */
export const Deleting: Story = { args: { busyIds: new Set(['prop-east']) } };

/** The subject's address opened for inline editing (Enter saves, Escape cancels). */
export const EditingAddress: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>(`button[aria-label="Edit address ${subjectProperty.address}"]`)?.click();
  },
};
