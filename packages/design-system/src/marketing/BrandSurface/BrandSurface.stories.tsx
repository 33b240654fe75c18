import { Button, Space, Typography } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BrandSurface } from './BrandSurface';

const meta = {
  title: 'Marketing/BrandSurface',
  component: BrandSurface,
  args: {
    style: { padding: 48 },
    children: (
      <Space vertical size="large">
        <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
          Ready to speed up your next Phase I?
        </Typography.Title>
        <Space>
          <Button type="primary" size="large">
            Start Free Trial
          </Button>
          <Button ghost size="large">
            Watch Demo
          </Button>
        </Space>
      </Space>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandSurface>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
