import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_projects/ProjectsDashboard`; the shell renders it on /dashboard. */
export default function ProjectsDashboard() {
  return (
    <main style={{ padding: 24 }}>
      <SectionHeading title="Projects" subtitle="Manage your Phase 1 ESA projects" align="start" level={1} />
    </main>
  );
}
