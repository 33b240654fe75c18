import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/CityDirectoryTab`; the shell renders it on /projects/:projectId?tab=directory. */
export default function CityDirectoryTab() {
  return <SectionHeading title="City Directory" align="start" level={2} />;
}
