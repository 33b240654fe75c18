import {
  confirmEmailInputSchema,
  loginInputSchema,
  newPasswordFormInputSchema,
  signupInputSchema,
  type ConfirmEmailInput,
  type LoginInput,
  type NewPasswordFormInput,
  type SignupInput,
} from '@groundwork/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { schemaRule } from './form-rules';

/** Runs a submit handler with the button showing its progress. */
function useSubmitting<T>(onSubmit: (values: T) => Promise<unknown>) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (values: T) => {
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}

interface FormProps<T> {
  onSubmit: (values: T) => Promise<unknown>;
}

export function LoginForm({ email, onSubmit }: FormProps<LoginInput> & { email: string }) {
  const { submitting, submit } = useSubmitting(onSubmit);
  return (
    <Form<LoginInput> layout="vertical" noValidate name="login" initialValues={{ email }} onFinish={submit} requiredMark={false}>
      <Form.Item label="Email" name="email" rules={[schemaRule(loginInputSchema, 'email')]}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" autoFocus={!email} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[schemaRule(loginInputSchema, 'password')]}>
        <Input.Password autoComplete="current-password" placeholder="Your password" autoFocus={!!email} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Sign In
      </Button>
    </Form>
  );
}

export function SignupForm({ email, onSubmit }: FormProps<SignupInput> & { email: string }) {
  const { submitting, submit } = useSubmitting(onSubmit);
  return (
    <Form<SignupInput> layout="vertical" noValidate name="signup" initialValues={{ email }} onFinish={submit} requiredMark={false}>
      <Form.Item label="Email" name="email" rules={[schemaRule(signupInputSchema, 'email')]}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[schemaRule(signupInputSchema, 'password')]}>
        <Input.Password autoComplete="new-password" placeholder="At least 8 characters" />
      </Form.Item>
      <Form.Item
        label="Organization name (optional)"
        name="organizationName"
        normalize={(value: string) => (value.trim() === '' ? undefined : value)}
        rules={[schemaRule(signupInputSchema, 'organizationName')]}
      >
        <Input autoComplete="organization" placeholder="Your company" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Create Account
      </Button>
    </Form>
  );
}

export interface ConfirmEmailFormProps extends FormProps<ConfirmEmailInput> {
  email: string;
  /** Sends a new code to the e-mail in the form. */
  onResend: (email: string) => Promise<unknown>;
}

export function ConfirmEmailForm({ email, onSubmit, onResend }: ConfirmEmailFormProps) {
  const [form] = Form.useForm<ConfirmEmailInput>();
  const { submitting, submit } = useSubmitting(onSubmit);
  const resend = useSubmitting(async () => {
    const values = await form.validateFields(['email']).catch(() => null);
    if (values) await onResend(values.email);
  });
  return (
    <Form<ConfirmEmailInput> form={form} layout="vertical" noValidate name="confirm" initialValues={{ email }} onFinish={submit} requiredMark={false}>
      <Form.Item label="Email" name="email" rules={[schemaRule(confirmEmailInputSchema, 'email')]}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" />
      </Form.Item>
      <Form.Item label="Confirmation code" name="code" rules={[schemaRule(confirmEmailInputSchema, 'code')]}>
        <Input autoComplete="one-time-code" inputMode="numeric" placeholder="6-digit code" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Confirm Email
      </Button>
      <Flex justify="center" align="center" gap={4} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">Didn&apos;t get a code?</Typography.Text>
        <Button type="link" loading={resend.submitting} onClick={() => void resend.submit(undefined)} style={{ padding: 0, height: 'auto' }}>
          Resend code
        </Button>
      </Flex>
    </Form>
  );
}

export function NewPasswordForm({ onSubmit }: FormProps<NewPasswordFormInput>) {
  const { submitting, submit } = useSubmitting(onSubmit);
  return (
    <Form<NewPasswordFormInput> layout="vertical" noValidate name="new-password" onFinish={submit} requiredMark={false}>
      <Form.Item label="New password" name="newPassword" rules={[schemaRule(newPasswordFormInputSchema, 'newPassword')]}>
        <Input.Password autoComplete="new-password" placeholder="At least 8 characters" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[schemaRule(newPasswordFormInputSchema, 'confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" placeholder="Repeat the new password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Set Password
      </Button>
    </Form>
  );
}
