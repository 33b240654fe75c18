import { ArrowLeftOutlined } from '@ant-design/icons';
import { BrandLogo, palette } from '@groundwork/design-system';
import { ConfigProvider, Flex, Layout, Menu, type ThemeConfig } from 'antd';
import { Link } from 'react-router-dom';
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

/** Logo back to `/`, a back arrow, and the nine tabs with the active one highlighted. */
export function ProjectSidePanel({ projectId, activeTab }: ProjectSidePanelProps) {
  return (
    <Layout.Sider theme="light" width={260} style={{ borderRight: `1px solid ${palette.border}` }}>
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
    </Layout.Sider>
  );
}
