import { authQueryKeys, createQueryClient, projectQueryKeys } from '@groundwork/api-client';
import type { Activity, User } from '@groundwork/contracts';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ProjectCardProject } from './ProjectCard';
import ProjectsDashboard from './ProjectsDashboard';
import { sampleActivityBefore, sampleProjects } from './story-data';

interface StoryApi {
  projects: ProjectCardProject[];
  activity: Activity[];
  user: User;
}

/** A query client answering the dashboard's reads from memory instead of the network. */
function storyQueryClient({ projects, activity, user }: StoryApi): QueryClient {
  const queryClient = createQueryClient();
  const answers = new Map<string, unknown>([
    [JSON.stringify(projectQueryKeys.list), projects],
    [JSON.stringify(projectQueryKeys.activity), activity],
  ]);
  queryClient.setQueryDefaults(projectQueryKeys.all, {
    queryFn: ({ queryKey }: { queryKey: QueryKey }) => answers.get(JSON.stringify(queryKey)) ?? null,
  });
  queryClient.setQueryData(authQueryKeys.user, user);
  return queryClient;
}

function StoryProviders({ api, children }: { api: StoryApi; children: ReactNode }) {
  const [queryClient] = useState(() => storyQueryClient(api));
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const member: User = { email: 'demo@groundwork.app', role: 'member' };

const meta = {
  title: 'Projects/ProjectsDashboard',
  component: ProjectsDashboard,
  parameters: { layout: 'fullscreen', api: { projects: sampleProjects, activity: sampleActivityBefore(new Date()), user: member } },
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders api={parameters.api as StoryApi}>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ProjectsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole screen as a member sees it. */
export const WithProjects: Story = {};

/** A viewer: no New Project button. */
export const Viewer: Story = {
  parameters: { api: { projects: sampleProjects, activity: sampleActivityBefore(new Date()), user: { ...member, role: 'viewer' } } },
};

/** A new organization: no projects, no activity. */
export const FirstVisit: Story = {
  parameters: { api: { projects: [], activity: [], user: member } },
};
