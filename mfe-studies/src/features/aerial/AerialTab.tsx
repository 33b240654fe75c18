import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/AerialTab`; the shell renders it on /projects/:projectId?tab=aerial. */
export default function AerialTab() {
  return <SectionHeading title="Aerial Review" align="start" level={2} />;
}
