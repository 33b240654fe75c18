import { createProjectInputSchema, type CreateProjectInput } from '@groundwork/contracts';
import { Form, Input, Modal } from 'antd';
import { newProjectRule } from './new-project-rules';
import { useCreateProject } from './use-create-project';

export interface NewProjectDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The New Project dialog: site address and client name, checked with the contracts schema.
 * A successful creation closes it and opens the new project.
 */
export function NewProjectDialog({ open, onClose }: NewProjectDialogProps) {
  const [form] = Form.useForm<CreateProjectInput>();
  const createProject = useCreateProject({ onCreated: onClose });
  const submit = (values: CreateProjectInput) => {
    const parsed = createProjectInputSchema.safeParse(values);
    if (parsed.success) createProject.mutate(parsed.data);
  };
  return (
    <Modal
      open={open}
      title="New Project"
      okText="Create Project"
      okButtonProps={{ htmlType: 'submit', loading: createProject.isPending, disabled: createProject.isPending }}
      cancelButtonProps={{ disabled: createProject.isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<CreateProjectInput> form={form} layout="vertical" name="new-project" noValidate clearOnDestroy requiredMark={false} onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      <Form.Item name="siteAddress" label="Site Address" rules={[newProjectRule('siteAddress')]} style={{ marginTop: 16 }}>
        <Input placeholder="123 Main St, Springfield, IL 62701" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="clientName" label="Client Name" rules={[newProjectRule('clientName')]}>
        <Input placeholder="Acme Environmental" autoComplete="off" />
      </Form.Item>
    </Modal>
  );
}
