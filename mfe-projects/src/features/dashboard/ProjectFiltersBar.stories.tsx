import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEFAULT_PROJECT_FILTERS, distinctClientNames, type ProjectFilters } from './project-filters';
import { ProjectFiltersBar } from './ProjectFiltersBar';
import { sampleProjects } from './story-data';

const clientNames = distinctClientNames(sampleProjects);

function Interactive({ initial }: { initial: ProjectFilters }) {
  const [filters, setFilters] = useState(initial);
  return <ProjectFiltersBar filters={filters} clientNames={clientNames} onChange={setFilters} />;
}

const meta = {
  title: 'Projects/ProjectFiltersBar',
  component: ProjectFiltersBar,
  args: { filters: DEFAULT_PROJECT_FILTERS, clientNames, onChange: () => undefined },
  render: (args) => <Interactive initial={args.filters} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectFiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search empty, all statuses, all clients. */
export const Defaults: Story = {};

export const Narrowed: Story = {
  args: { filters: { search: 'harbor', status: 'in_review', client: 'Bayside Community Bank' } },
};
