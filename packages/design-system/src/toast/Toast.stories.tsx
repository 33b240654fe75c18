import { Button, Space } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { failureToast, SUCCESS_TOAST_MESSAGES, successToast, type FailureToastKind, type SuccessToastKind } from './toast-content';
import { useToast } from './useToast';

function ToastPlayground() {
  const { toast } = useToast();
  const failures: FailureToastKind[] = ['loginFailed', 'setNewPasswordFailed', 'signupFailed', 'confirmationFailed', 'logoutFailed', 'unauthorized'];
  const successes = Object.keys(SUCCESS_TOAST_MESSAGES) as SuccessToastKind[];
  return (
    <Space vertical>
      <Space wrap>
        {failures.map((kind) => (
          <Button key={kind} danger onClick={() => toast(failureToast(kind))}>
            {failureToast(kind).title}
          </Button>
        ))}
        <Button danger onClick={() => toast(failureToast('loginFailed', 'Incorrect username or password.'))}>
          Login failed (server message)
        </Button>
      </Space>
      <Space wrap>
        {successes.map((kind) => (
          <Button key={kind} onClick={() => toast(successToast(kind))}>
            {SUCCESS_TOAST_MESSAGES[kind]}
          </Button>
        ))}
      </Space>
    </Space>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastPlayground,
} satisfies Meta<typeof ToastPlayground>;

export default meta;

export const Playground: StoryObj<typeof meta> = {};
