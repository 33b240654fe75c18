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
import { palette, useSchemaForm } from '@groundwork/design-system/base';
import { ActionButton, TextField } from '@groundwork/design-system/marketing';
import { useState } from 'react';

// The sign-in page's forms, plain elements (no antd: the sign-in page's first-load budget),
// validated by the contracts schemas with the spec's messages.

const formStyle = { display: 'flex', flexDirection: 'column', gap: 8 } as const;
const noteStyle = { margin: '8px 0 0', textAlign: 'center', color: palette.inkMuted, fontSize: 14 } as const;

interface FormProps<T> {
  onSubmit: (values: T) => Promise<unknown>;
}

export function LoginForm({ email, onSubmit }: FormProps<LoginInput> & { email: string }) {
  const form = useSchemaForm(loginInputSchema, { email, password: '' });
  return (
    <form name="login" noValidate onSubmit={form.handleSubmit(onSubmit)} style={formStyle}>
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" placeholder="you@company.com" autoFocus={!email} />
      <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" placeholder="Your password" autoFocus={!!email} />
      <ActionButton type="submit" variant="primary" size="large" block loading={form.submitting}>
        Sign In
      </ActionButton>
    </form>
  );
}

export function SignupForm({ email, onSubmit }: FormProps<SignupInput> & { email: string }) {
  const form = useSchemaForm(signupInputSchema, { email, password: '', organizationName: '' }, { optionalFields: ['organizationName'] });
  return (
    <form name="signup" noValidate onSubmit={form.handleSubmit(onSubmit)} style={formStyle}>
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" placeholder="you@company.com" autoFocus />
      <TextField {...form.field('password')} label="Password" type="password" autoComplete="new-password" placeholder="At least 8 characters" />
      <TextField {...form.field('organizationName')} label="Organization name (optional)" autoComplete="organization" placeholder="Your company" />
      <ActionButton type="submit" variant="primary" size="large" block loading={form.submitting}>
        Create Account
      </ActionButton>
    </form>
  );
}

export interface ConfirmEmailFormProps extends FormProps<ConfirmEmailInput> {
  email: string;
  /** Sends a new code to the e-mail in the form. */
  onResend: (email: string) => Promise<unknown>;
}

export function ConfirmEmailForm({ email, onSubmit, onResend }: ConfirmEmailFormProps) {
  const form = useSchemaForm(confirmEmailInputSchema, { email, code: '' });
  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (!form.validateFields(['email'])) return;
    setResending(true);
    try {
      await onResend(form.values.email);
    } finally {
      setResending(false);
    }
  };
  return (
    <form name="confirm" noValidate onSubmit={form.handleSubmit(onSubmit)} style={formStyle}>
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" placeholder="you@company.com" />
      <TextField {...form.field('code')} label="Confirmation code" autoComplete="one-time-code" inputMode="numeric" placeholder="6-digit code" autoFocus />
      <ActionButton type="submit" variant="primary" size="large" block loading={form.submitting}>
        Confirm Email
      </ActionButton>
      <p style={noteStyle}>
        Didn&apos;t get a code?{' '}
        <ActionButton variant="link" loading={resending} onClick={() => void resend()}>
          Resend code
        </ActionButton>
      </p>
    </form>
  );
}

export function NewPasswordForm({ onSubmit }: FormProps<NewPasswordFormInput>) {
  const form = useSchemaForm(newPasswordFormInputSchema, { newPassword: '', confirmPassword: '' });
  return (
    <form name="new-password" noValidate onSubmit={form.handleSubmit(onSubmit)} style={formStyle}>
      <TextField
        {...form.field('newPassword')}
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        autoFocus
      />
      <TextField
        {...form.field('confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
      />
      <ActionButton type="submit" variant="primary" size="large" block loading={form.submitting}>
        Set Password
      </ActionButton>
    </form>
  );
}
