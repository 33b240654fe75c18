import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageFooter } from './PageFooter';

const meta = {
  title: 'Marketing/PageFooter',
  component: PageFooter,
  args: {
    copyright: '© 2025 Groundwork. All rights reserved.',
    tagline: 'Phase I ESA workflows for environmental consultants.',
    links: [{ label: 'Privacy' }, { label: 'Terms' }, { label: 'Contact', href: 'mailto:hello@groundwork.app' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFooter>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
