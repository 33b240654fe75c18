import { authApi, errorMessageFromResponseError } from '@groundwork/api-client';
import { ROLES, inviteMemberInputSchema, type InviteMemberInput } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system/base';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { schemaRule } from '@groundwork/design-system/components';
import { roleLabel } from './team-rules';

const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** E-mail and role; the invited person receives a temporary password by e-mail. */
export function InviteMemberForm({ onInvited }: { onInvited: () => void }) {
  const [form] = Form.useForm<InviteMemberInput>();
  const { toast } = useToast();
  const invite = useMutation({
    mutationFn: (input: InviteMemberInput) => authApi.inviteMember(input),
    onSuccess: (_, input) => {
      toast({ title: 'Invitation sent', description: `${input.email} will receive a temporary password by email.`, variant: 'success' });
      form.resetFields();
      onInvited();
    },
    onError: (error) =>
      toast({
        title: 'Invitation failed',
        description: errorMessageFromResponseError(error) ?? 'Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <Form<InviteMemberInput>
      form={form}
      layout="inline"
      noValidate
      name="invite-member"
      initialValues={{ role: 'member' }}
      onFinish={(values) => invite.mutate(values)}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="email" rules={[schemaRule(inviteMemberInputSchema, 'email')]} style={{ flex: 1, minWidth: 240 }}>
        <Input type="email" placeholder="colleague@company.com" aria-label="Email to invite" />
      </Form.Item>
      <Form.Item name="role" rules={[schemaRule(inviteMemberInputSchema, 'role')]}>
        <Select options={roleOptions} style={{ width: 140 }} aria-label="Role" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={invite.isPending}>
        Send Invitation
      </Button>
    </Form>
  );
}
