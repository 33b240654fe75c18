import { mayWrite, useCachedUser } from '@groundwork/api-client';
import { POLLING_COPY } from '@groundwork/design-system/study';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { AerialWorkspace } from './AerialWorkspace';
import { useRestoreRun } from './use-restore-run';

/**
 * Exposed as `mfe_studies/AerialTab`; the shell renders it on /projects/:projectId?tab=aerial.
 * Upload of an aerial photograph report, its processing, and each property's land use per photo
 * year with confidence, the photo crop it was read from, edits, copy and CSV (issue 19).
 */
export default function AerialTab() {
  const { projectId = '' } = useParams();
  const canEdit = mayWrite(useCachedUser()?.role);
  const restored = useRestoreRun(projectId);
  return (
    <Flex vertical gap={16}>
      <SectionHeading title="Aerial Review" align="start" level={2} />
      {restored ? (
        <AerialWorkspace key={projectId} projectId={projectId} canEdit={canEdit} />
      ) : (
        <Flex role="status" align="center" gap={12} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{POLLING_COPY.aerial.restoring}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
