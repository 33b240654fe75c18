import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/FireMapTab`; the shell renders it on /projects/:projectId?tab=fire-map. */
export default function FireMapTab() {
  return <SectionHeading title="Fire Insurance Map" align="start" level={2} />;
}
