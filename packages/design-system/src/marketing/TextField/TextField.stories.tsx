import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextField } from './TextField';

const meta = {
  title: 'Marketing/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'you@company.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithMessage: Story = { args: { defaultValue: 'jane@', error: 'Invalid email address' } };

export const Password: Story = { args: { label: 'Password', name: 'password', type: 'password', defaultValue: 'Temp-pass-1', placeholder: 'Your password' } };
