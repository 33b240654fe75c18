import { mayWrite, useCachedUser } from '@groundwork/api-client';
import { POLLING_COPY } from '@groundwork/design-system/study';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { DatabaseWorkspace } from './DatabaseWorkspace';
import { useRestoreRun } from './use-restore-run';

/**
 * Exposed as `mfe_studies/DatabaseTab`; the shell renders it on /projects/:projectId?tab=database.
 * Upload of a regulatory database (radius) report, its processing, and the records the server
 * stored as the project's narrative: distance summary, filters, copy, CSV, orphans and Details.
 */
export default function DatabaseTab() {
  const { projectId = '' } = useParams();
  const canEdit = mayWrite(useCachedUser()?.role);
  const restored = useRestoreRun(projectId);
  return (
    <Flex vertical gap={16}>
      <SectionHeading title="Regulatory Database" align="start" level={2} />
      {restored ? (
        <DatabaseWorkspace key={projectId} projectId={projectId} canEdit={canEdit} />
      ) : (
        <Flex role="status" align="center" gap={12} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{POLLING_COPY.database.restoring}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
