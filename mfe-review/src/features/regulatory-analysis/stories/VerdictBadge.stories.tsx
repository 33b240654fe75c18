import { CLOSURE_VERDICT_BADGES, CLOSURE_VERDICTS } from '@groundwork/contracts';
import { Card, Flex, Typography } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { VerdictBadge } from '../components/VerdictBadge';

/** A record's closure verdict (spec 02 section 4): anything but the first two shows as Inconclusive. */
const meta = {
  title: 'Review/Regulatory/Verdict Badge',
  component: VerdictBadge,
  args: { verdict: 'CONFIRMED_CLOSED' },
} satisfies Meta<typeof VerdictBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmedClosed: Story = {};
export const NotConfirmed: Story = { args: { verdict: 'NOT_CONFIRMED' } };
export const Inconclusive: Story = { args: { verdict: 'INCONCLUSIVE' } };
/** A verdict the page does not know is shown as Inconclusive. */
export const UnknownVerdict: Story = { args: { verdict: 'PENDING_REVIEW' } };

/** Every verdict, with the value the service sends and the spec's colour. */
export const Catalog: Story = {
  render: () => (
    <Card style={{ maxWidth: 480 }}>
      <Flex vertical gap={12}>
        {CLOSURE_VERDICTS.map((verdict) => (
          <Flex key={verdict} align="center" gap={12}>
            <div style={{ width: 150 }}>
              <VerdictBadge verdict={verdict} />
            </div>
            <Typography.Text code>{verdict}</Typography.Text>
            <Typography.Text type="secondary">{CLOSURE_VERDICT_BADGES[verdict].color}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  ),
};
