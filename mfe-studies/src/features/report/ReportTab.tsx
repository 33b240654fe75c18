import { mayWrite, useCachedUser } from '@groundwork/api-client';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { ReportWorkspace } from './ReportWorkspace';

/**
 * Exposed as `mfe_studies/ReportTab`; the shell renders it on /projects/:projectId?tab=report. The
 * four steps' readiness, the generation of the Phase I report on the server (followed while it
 * runs), its analysis with sourced findings and data gaps, its exports and the history (issue 21).
 */
export default function ReportTab() {
  const { projectId = '' } = useParams();
  const canWrite = mayWrite(useCachedUser()?.role);
  return (
    <Flex vertical gap={16}>
      <SectionHeading title="Report Generation" align="start" level={2} />
      <ReportWorkspace key={projectId} projectId={projectId} canWrite={canWrite} />
    </Flex>
  );
}
