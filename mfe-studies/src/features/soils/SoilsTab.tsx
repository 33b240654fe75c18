import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/SoilsTab`; the shell renders it on /projects/:projectId?tab=soils. */
export default function SoilsTab() {
  return <SectionHeading title="Soils/Geology" align="start" level={2} />;
}
