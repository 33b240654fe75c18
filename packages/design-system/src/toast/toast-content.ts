/** Toast rules of spec 01 section 9: one toast at a time, each shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Titles of the toasts listed in spec 01 section 8. */
export const TOAST_TITLES = {
  loginFailed: 'Login failed',
  setNewPasswordFailed: 'Failed to set new password',
  signupFailed: 'Signup failed',
  confirmationFailed: 'Confirmation failed',
  logoutFailed: 'Logout failed',
  unauthorized: 'Unauthorized',
  success: 'Success',
} as const;

export type FailureToastKind = Exclude<keyof typeof TOAST_TITLES, 'success'>;

/** Messages shown when the server gives none. Logout failed has no default message. */
export const TOAST_DEFAULT_MESSAGES: Readonly<Record<FailureToastKind, string | undefined>> = {
  loginFailed: 'Login failed',
  setNewPasswordFailed: 'Failed to set new password',
  signupFailed: 'Signup failed',
  confirmationFailed: 'Confirmation failed',
  logoutFailed: undefined,
  unauthorized: 'You are logged out. Logging in again...',
};

export const SUCCESS_TOAST_MESSAGES = {
  loggedIn: 'Logged in successfully',
  passwordUpdated: 'Password updated and logged in successfully',
  confirmationCodeSent: 'Check your email for a confirmation code',
  emailConfirmed: 'Email confirmed! You can now log in.',
} as const;

export type SuccessToastKind = keyof typeof SUCCESS_TOAST_MESSAGES;

/** The server's message when it sent a non-blank one, otherwise the default. */
export function messageOrDefault(serverMessage: unknown, defaultMessage: string | undefined): string | undefined {
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage.trim();
  return defaultMessage;
}

/** A destructive toast for one of the spec's failures, preferring the server's message. */
export function failureToast(kind: FailureToastKind, serverMessage?: unknown): ToastContent {
  const description = messageOrDefault(serverMessage, TOAST_DEFAULT_MESSAGES[kind]);
  return {
    title: TOAST_TITLES[kind],
    variant: 'destructive',
    ...(description === undefined ? {} : { description }),
  };
}

export function successToast(kind: SuccessToastKind): ToastContent {
  return { title: TOAST_TITLES.success, description: SUCCESS_TOAST_MESSAGES[kind], variant: 'success' };
}
