import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/DatabaseTab`; the shell renders it on /projects/:projectId?tab=database. */
export default function DatabaseTab() {
  return <SectionHeading title="Regulatory Database" align="start" level={2} />;
}
