import { AppError, conflict, unauthorized } from '@groundwork/service-kit';

/** Never says whether the e-mail exists. */
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password');
export const userNotConfirmed = () => new AppError(403, 'USER_NOT_CONFIRMED', 'Please confirm your email before signing in');
export const invalidToken = () => unauthorized('Unauthorized: invalid or expired token');
export const invalidRefreshToken = () => unauthorized('Unauthorized: invalid or expired refresh token');
export const invalidCode = () => new AppError(400, 'CODE_MISMATCH', 'Invalid confirmation code, please try again');
export const expiredCode = () => new AppError(400, 'CODE_EXPIRED', 'Confirmation code has expired, please request a new one');
export const tooManyCodeAttempts = () => new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', 'Too many attempts with this code, please request a new one');
export const invalidChallengeSession = () => new AppError(400, 'INVALID_SESSION', 'Your sign-in session has expired, please sign in again');

export const temporaryPasswordExpired = () =>
  new AppError(401, 'TEMPORARY_PASSWORD_EXPIRED', 'Your temporary password has expired, please ask your team admin to invite you again');
export const alreadyMember = () => conflict('This person is already a member of your team', undefined, 'ALREADY_MEMBER');

/**
 * 429 with the seconds to wait; the routes copy them into `Retry-After`. `subject` says what
 * there were too many of ("failed sign-in attempts", "requests", ...).
 */
export class TooManyAttemptsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    subject: string,
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', `Too many ${subject}, please try again in ${waitPhrase(retryAfterSeconds)}`, {
      retryAfterSeconds,
    });
  }
}

/** "1 minute", "15 minutes", up to 90 minutes; then "2 hours", "24 hours". */
function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}
