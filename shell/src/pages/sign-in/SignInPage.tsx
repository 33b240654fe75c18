import { ActionButton } from '@groundwork/design-system/marketing';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../app/frame/FullPageSpinner';
import { useAuth } from '../../auth/AuthContext';
import { AuthCard } from './AuthCard';
import { ConfirmEmailForm, LoginForm, NewPasswordForm, SignupForm } from './sign-in-forms';

type Mode = 'login' | 'signup' | 'confirm' | 'newPassword';

function ModeLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <ActionButton variant="link" onClick={onClick}>
      {children}
    </ActionButton>
  );
}

/**
 * `/auth` (spec 01 section 2): login, confirm email and set new password, plus Create account.
 * The e-mail travels between modes; a signed-in user goes to /dashboard.
 */
export function SignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [challengeSession, setChallengeSession] = useState('');

  if (auth.isLoading) return <FullPageSpinner />;
  if (auth.user) return <Navigate to="/dashboard" replace />;

  const backToLogin = <ModeLink onClick={() => setMode('login')}>Back to sign in</ModeLink>;

  switch (mode) {
    case 'signup':
      return (
        <AuthCard title="Create Account" subtitle="Start your Groundwork workspace" footer={<span>Already have an account? {backToLogin}</span>}>
          <SignupForm
            email={email}
            onSubmit={async (values) => {
              if (!(await auth.signup(values))) return;
              setEmail(values.email);
              setMode('confirm');
            }}
          />
        </AuthCard>
      );
    case 'confirm':
      return (
        <AuthCard title="Confirm Email" subtitle="Enter the code we sent to your email" footer={backToLogin}>
          <ConfirmEmailForm
            email={email}
            onResend={auth.resendCode}
            onSubmit={async (values) => {
              setEmail(values.email);
              if (await auth.confirmSignup(values)) setMode('login');
            }}
          />
        </AuthCard>
      );
    case 'newPassword':
      return (
        <AuthCard title="Set New Password" subtitle="Choose a new password to finish signing in" footer={backToLogin}>
          <NewPasswordForm
            onSubmit={async ({ newPassword }) => {
              if (await auth.setNewPassword({ email, newPassword, session: challengeSession })) navigate('/dashboard');
            }}
          />
        </AuthCard>
      );
    default:
      return (
        <AuthCard
          title="Welcome Back"
          subtitle="Sign in to your Groundwork account"
          footer={
            <>
              <span>
                Don&apos;t have an account? <ModeLink onClick={() => setMode('signup')}>Create an account</ModeLink>
              </span>
              <ModeLink onClick={() => setMode('confirm')}>Have a confirmation code?</ModeLink>
            </>
          }
        >
          <LoginForm
            email={email}
            onSubmit={async (values) => {
              setEmail(values.email);
              const outcome = await auth.login(values);
              if (outcome.status === 'signedIn') navigate('/dashboard');
              if (outcome.status === 'newPasswordRequired') {
                setChallengeSession(outcome.session);
                setMode('newPassword');
              }
            }}
          />
        </AuthCard>
      );
  }
}
