import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BenefitList } from './BenefitList';

const meta = {
  title: 'Marketing/BenefitList',
  component: BenefitList,
  args: {
    items: ['Reduce assessment time by 70%', 'Automate repetitive data entry', 'Generate reports in minutes', 'Access anywhere'],
  },
} satisfies Meta<typeof BenefitList>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
