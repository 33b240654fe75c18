import { Flex, Typography } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MapToolbar, type MapToolbarProps } from './MapToolbar';

const noop = () => undefined;

/**
 * The writer's map tools above the map (spec 01 section 1). Viewers get no toolbar at all. Only
 * the toolbar is here: the map itself needs ArcGIS, which Storybook never loads.
 */
const meta = {
  title: 'Mapping/MapToolbar',
  component: MapToolbar,
  args: {
    mode: 'idle',
    ready: true,
    hasSubject: true,
    busy: false,
    onDrawSubject: noop,
    onDeleteSubject: noop,
    onAddByClick: noop,
    onDrawAdjoining: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof MapToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new project: the subject is drawn first. */
export const NoSubjectYet: Story = { args: { hasSubject: false } };

export const SubjectDrawn: Story = {};

export const DrawingSubject: Story = { args: { mode: 'draw-subject', hasSubject: false } };

/** Waiting for a click on a parcel, which becomes an adjoining property. */
export const AddingByClick: Story = { args: { mode: 'add-by-click' } };

export const DrawingAdjoining: Story = { args: { mode: 'draw-adjoining' } };

/** A property is being saved: no new drawing until it settles. */
export const Saving: Story = { args: { busy: true } };

/** The map is still loading (or failed to load): nothing to draw on yet. */
export const MapNotReady: Story = { args: { ready: false, hasSubject: false } };

const CATALOG: [string, Partial<MapToolbarProps>][] = [
  ['No subject yet', { hasSubject: false }],
  ['Subject drawn', {}],
  ['Drawing the subject', { mode: 'draw-subject', hasSubject: false }],
  ['Adding by click', { mode: 'add-by-click' }],
  ['Drawing an adjoining property', { mode: 'draw-adjoining' }],
  ['Saving', { busy: true }],
  ['Map not ready', { ready: false, hasSubject: false }],
];

/** Every state above, one under the other. */
export const Catalog: Story = {
  render: (args) => (
    <Flex vertical gap={16}>
      {CATALOG.map(([label, state]) => (
        <Flex vertical gap={4} key={label}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <MapToolbar {...args} {...state} />
        </Flex>
      ))}
    </Flex>
  ),
};
