import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_studies/ReportTab`; the shell renders it on /projects/:projectId?tab=report. */
export default function ReportTab() {
  return <SectionHeading title="Report Generation" align="start" level={2} />;
}
