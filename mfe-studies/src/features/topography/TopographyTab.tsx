import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/TopographyTab`; the shell renders it on /projects/:projectId?tab=topography. */
export default function TopographyTab() {
  return <SectionHeading title="Topography" align="start" level={2} />;
}
