import { PHASE1_DECISION_BADGES, PHASE1_DECISIONS } from '@groundwork/contracts';
import { Card, Flex, Typography } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DecisionBadge } from '../components/DecisionBadge';

/** A reviewed Phase I's decision (spec 02 section 4): its label, colour and icon. */
const meta = {
  title: 'Review/Phase 1/Decision Badge',
  component: DecisionBadge,
  args: { decision: 'NO_RECs' },
} satisfies Meta<typeof DecisionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRecs: Story = { name: 'No RECs' };
export const RecsPresent: Story = { name: 'RECs Present', args: { decision: 'RECs_PRESENT' } };
export const HrecsPresent: Story = { name: 'HRECs Present', args: { decision: 'HRECs_PRESENT' } };
export const CrecsPresent: Story = { name: 'CRECs Present', args: { decision: 'CRECs_PRESENT' } };
export const DataGapsOnly: Story = { args: { decision: 'DATA_GAPS_ONLY' } };
export const Inconclusive: Story = { args: { decision: 'INCONCLUSIVE' } };

/** Every decision, most severe first, with the value the service sends and the spec's colour. */
export const Catalog: Story = {
  render: () => (
    <Card style={{ maxWidth: 480 }}>
      <Flex vertical gap={12}>
        {PHASE1_DECISIONS.map((decision) => (
          <Flex key={decision} align="center" gap={12}>
            <div style={{ width: 150 }}>
              <DecisionBadge decision={decision} />
            </div>
            <Typography.Text code>{decision}</Typography.Text>
            <Typography.Text type="secondary">{PHASE1_DECISION_BADGES[decision].color}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  ),
};
