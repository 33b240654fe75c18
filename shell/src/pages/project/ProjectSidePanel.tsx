import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Project } from '@groundwork/contracts';
import { BrandLogo } from '@groundwork/design-system/marketing';
import { palette } from '@groundwork/design-system/base';
import { ConfigProvider, Flex, Layout, Menu, Skeleton, Typography, type ThemeConfig } from 'antd';
import { Link } from 'react-router-dom';
import { UserMenu } from '../../app/frame/UserMenu';
import { ProjectStatusControl } from './ProjectStatusControl';
import { ProjectViability } from './ProjectViability';
import { projectTabs, type ProjectTabKey } from './project-tabs';

export interface ProjectSidePanelProps {
  projectId: string;
  /** Undefined while the project loads: the header shows a skeleton, the tabs are already there. */
  project: Project | undefined;
  activeTab: ProjectTabKey;
}

const menuItems = (projectId: string, activeTab: ProjectTabKey) =>
  projectTabs.map((tab) => ({
    key: tab.key,
    label: (
      <Link
        to={`/projects/${encodeURIComponent(projectId)}?tab=${tab.key}`}
        aria-current={tab.key === activeTab ? 'page' : undefined}
        data-testid={`project-tab-${tab.key}`}
      >
        {tab.label}
      </Link>
    ),
  }));

const tabMenuTheme: ThemeConfig = {
  components: { Menu: { itemSelectedBg: palette.primaryTint, itemSelectedColor: palette.primary } },
};

function ProjectHeader({ project }: { project: Project }) {
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="project-number">
          {project.projectNumber}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="project-address">
          {project.siteAddress}
        </Typography.Text>
      </Flex>
      <ProjectStatusControl project={project} />
      <ProjectViability project={project} />
    </Flex>
  );
}

/**
 * Logo back to `/`, a back arrow, the project's number, site address, status and report viability, the nine tabs
 * with the active one highlighted, and the user menu at the bottom.
 */
export function ProjectSidePanel({ projectId, project, activeTab }: ProjectSidePanelProps) {
  return (
    <Layout.Sider theme="light" width={260} style={{ borderRight: `1px solid ${palette.border}`, position: 'sticky', top: 0, height: '100vh' }}>
      <Flex vertical style={{ height: '100%' }}>
        <Flex vertical gap={16} style={{ padding: 16 }}>
          <Link to="/" aria-label="Groundwork home">
            <BrandLogo size={28} />
          </Link>
          <Link to="/" data-testid="project-back">
            <ArrowLeftOutlined /> Back to projects
          </Link>
          {project ? (
            <ProjectHeader project={project} />
          ) : (
            <div data-testid="project-header-skeleton">
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2, width: ['90%', '40%'] }} />
            </div>
          )}
        </Flex>
        <nav aria-label="Project tabs" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <ConfigProvider theme={tabMenuTheme}>
            <Menu mode="inline" selectedKeys={[activeTab]} items={menuItems(projectId, activeTab)} style={{ borderInlineEnd: 0 }} />
          </ConfigProvider>
        </nav>
        <div style={{ padding: 8, borderTop: `1px solid ${palette.border}` }}>
          <UserMenu />
        </div>
      </Flex>
    </Layout.Sider>
  );
}
