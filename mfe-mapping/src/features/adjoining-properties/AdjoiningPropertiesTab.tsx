import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_mapping/AdjoiningPropertiesTab`; the shell renders it on /projects/:projectId?tab=adjoining. */
export default function AdjoiningPropertiesTab() {
  return <SectionHeading title="Adjoining Properties" align="start" level={2} />;
}
