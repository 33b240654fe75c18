import { authApi, authQueryKeys, errorMessageFromResponseError } from '@groundwork/api-client';
import { ROLES, type Role, type TeamMember } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useAuth } from '../../auth/AuthContext';
import { InviteMemberForm } from './InviteMemberForm';
import { canManageTeam, formatJoined, roleLabel } from './team-rules';

const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** `/team`: the members of the signed-in user's organization; owners and admins manage them. */
export function TeamPage() {
  const { user } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const members = useQuery<{ members: TeamMember[] }, Error, TeamMember[]>({
    queryKey: authQueryKeys.teamMembers,
    select: (answer) => answer.members,
  });
  const manages = canManageTeam(user?.role);

  const onFailure = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessageFromResponseError(error) ?? 'Please try again.', variant: 'destructive' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: authQueryKeys.teamMembers });

  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => authApi.changeRole(userId, { role }),
    onSuccess: refresh,
    onError: onFailure('Could not change the role'),
  });
  const removeMember = useMutation({
    mutationFn: (userId: string) => authApi.removeMember(userId),
    onSuccess: refresh,
    onError: onFailure('Could not remove the member'),
  });

  const columns: TableColumnsType<TeamMember> = [
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      key: 'role',
      render: (_, member) =>
        manages && member.email !== user?.email ? (
          <Select
            aria-label={`Role of ${member.email}`}
            value={member.role}
            options={roleOptions}
            style={{ width: 120 }}
            onChange={(role) => changeRole.mutate({ userId: member.userId, role })}
          />
        ) : (
          roleLabel(member.role)
        ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: TeamMember['status']) => (status === 'active' ? <Tag color="green">Active</Tag> : <Tag color="gold">Invited</Tag>),
    },
    { title: 'Joined', dataIndex: 'joinedAt', key: 'joined', render: (joinedAt: string) => formatJoined(joinedAt) },
    ...(manages
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, member: TeamMember) =>
              member.email === user?.email ? null : (
                <Popconfirm
                  title="Remove this member?"
                  description={`${member.email} will lose access to the organization.`}
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removeMember.mutateAsync(member.userId).catch(() => undefined)}
                >
                  <Button danger type="link" aria-label={`Remove ${member.email}`}>
                    Remove
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={24} style={{ padding: 24, maxWidth: 1080, margin: '0 auto' }} data-testid="team-page">
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Team
        </Typography.Title>
        <Typography.Text type="secondary">
          {user?.organization?.name ?? 'Your organization'} · you are {user?.role ? roleLabel(user.role) : 'a member'}
        </Typography.Text>
      </div>
      {manages && (
        <Card title="Invite a member">
          <InviteMemberForm onInvited={refresh} />
        </Card>
      )}
      <Card title="Members">
        {members.isError ? (
          <Alert type="error" showIcon message="Could not load the members" description={errorMessageFromResponseError(members.error) ?? 'Please try again.'} />
        ) : (
          <Table<TeamMember> rowKey="userId" columns={columns} dataSource={members.data ?? []} loading={members.isPending} pagination={false} />
        )}
      </Card>
    </Flex>
  );
}
