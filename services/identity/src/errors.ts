import { AppError, unauthorized } from '@groundwork/service-kit';

/** Never says whether the e-mail exists. */
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password');
export const userNotConfirmed = () =>
  new AppError(403, 'USER_NOT_CONFIRMED', 'Please confirm your email before signing in');
export const invalidToken = () => unauthorized('Unauthorized: invalid or expired token');
export const invalidRefreshToken = () => unauthorized('Unauthorized: invalid or expired refresh token');
export const invalidCode = () => new AppError(400, 'CODE_MISMATCH', 'Invalid confirmation code, please try again');
export const expiredCode = () => new AppError(400, 'CODE_EXPIRED', 'Confirmation code has expired, please request a new one');
export const tooManyCodeAttempts = () =>
  new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', 'Too many attempts with this code, please request a new one');
export const invalidChallengeSession = () =>
  new AppError(400, 'INVALID_SESSION', 'Your sign-in session has expired, please sign in again');

/** 429 with the seconds to wait; the login route copies them into `Retry-After`. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, 'TOO_MANY_ATTEMPTS', `Too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
      retryAfterSeconds,
    });
  }
}
