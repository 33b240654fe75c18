import { mayWrite, useCachedUser } from '@groundwork/api-client';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { POLLING_COPY } from '@groundwork/design-system/study';
import { Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { DirectoryWorkspace } from './DirectoryWorkspace';
import { useRestoreJob } from './use-restore-job';

/**
 * Exposed as `mfe_studies/CityDirectoryTab`; the shell renders it on /projects/:projectId?tab=directory
 * once the project is in the shared cache. Upload of a city directory PDF, its processing, and
 * the listings per year and direction with edits, copy, CSV and street aliases.
 */
export default function CityDirectoryTab() {
  const { projectId = '' } = useParams();
  const canEdit = mayWrite(useCachedUser()?.role);
  const restored = useRestoreJob(projectId);
  return (
    <Flex vertical gap={16}>
      <SectionHeading title="City Directory" align="start" level={2} />
      {restored ? (
        <DirectoryWorkspace key={projectId} projectId={projectId} canEdit={canEdit} />
      ) : (
        <Flex role="status" align="center" gap={12} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{POLLING_COPY.cd.restoring}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
