import { ArrowLeftOutlined } from '@ant-design/icons';
import { BrandLogo, palette } from '@groundwork/design-system';
import { ConfigProvider, Flex, Layout, Menu, type ThemeConfig } from 'antd';
import { Link } from 'react-router-dom';
import { UserMenu } from '../../app/frame/UserMenu';
import { projectTabs, type ProjectTabKey } from './project-tabs';

export interface ProjectSidePanelProps {
  projectId: string;
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

/**
 * Logo back to `/`, a back arrow, the nine tabs with the active one highlighted, and the user menu
 * at the bottom.
 */
export function ProjectSidePanel({ projectId, activeTab }: ProjectSidePanelProps) {
  return (
    <Layout.Sider
      theme="light"
      width={260}
      style={{ borderRight: `1px solid ${palette.border}`, position: 'sticky', top: 0, height: '100vh' }}
    >
      <Flex vertical style={{ height: '100%' }}>
      <Flex vertical gap={16} style={{ padding: 16 }}>
        <Link to="/" aria-label="Groundwork home">
          <BrandLogo size={28} />
        </Link>
        <Link to="/" data-testid="project-back">
          <ArrowLeftOutlined /> Back to projects
        </Link>
      </Flex>
      <nav aria-label="Project tabs">
        <ConfigProvider theme={tabMenuTheme}>
          <Menu
            mode="inline"
            selectedKeys={[activeTab]}
            items={menuItems(projectId, activeTab)}
            style={{ borderInlineEnd: 0 }}
          />
        </ConfigProvider>
      </nav>
      <div style={{ marginTop: 'auto', padding: 8, borderTop: `1px solid ${palette.border}` }}>
        <UserMenu />
      </div>
      </Flex>
    </Layout.Sider>
  );
}
