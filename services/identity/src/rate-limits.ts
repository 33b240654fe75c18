const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The per-client-address limits, which the environment may raise (an e2e suite shares one address). */
export interface AddressLimits {
  login: number;
  signup: number;
  resendCode: number;
  confirmSignup: number;
  newPassword: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  login: 20,
  signup: 20,
  resendCode: 20,
  confirmSignup: 30,
  newPassword: 20,
};

export interface RateLimit {
  max: number;
  windowMs: number;
  /** What the 429 says there were too many of. */
  subject: string;
}

const SIGN_IN = 'failed sign-in attempts';
const REQUESTS = 'requests';

/**
 * Every throttle, named `<route>:<kind>` (a window's key appends `:<value>`). Sign-up, resend
 * and invitations count every request (they cost an argon2 hash or send mail); sign-in,
 * confirmation codes and new passwords count failures only (they are guessing targets).
 */
export const rateLimitTable = (perAddress: AddressLimits) =>
  ({
    /** One e-mail guessed from one address; a correct password from a clean address still works. */
    'login:pair': { max: 5, windowMs: 15 * MINUTE, subject: SIGN_IN },
    /** One address spraying many e-mails. */
    'login:address': { max: perAddress.login, windowMs: 15 * MINUTE, subject: SIGN_IN },
    /** Distributed guessing of one e-mail: past it, an address that failed for it is refused at once. */
    'login:email': { max: 100, windowMs: HOUR, subject: SIGN_IN },
    'signup:email': { max: 5, windowMs: HOUR, subject: REQUESTS },
    'signup:address': { max: perAddress.signup, windowMs: HOUR, subject: REQUESTS },
    'resend-code:email': { max: 3, windowMs: 15 * MINUTE, subject: REQUESTS },
    'resend-code:address': { max: perAddress.resendCode, windowMs: HOUR, subject: REQUESTS },
    'confirm-signup:address': { max: perAddress.confirmSignup, windowMs: 15 * MINUTE, subject: REQUESTS },
    /** Wrong codes per e-mail per day across codes: a resend gives a fresh code, not fresh guesses. */
    'confirm-signup:email': { max: 15, windowMs: DAY, subject: 'wrong confirmation codes' },
    'new-password:address': { max: perAddress.newPassword, windowMs: 15 * MINUTE, subject: REQUESTS },
    /** Per organization and invited e-mail: a re-invitation sends mail again. */
    'invitations:email': { max: 5, windowMs: HOUR, subject: 'invitations' },
    'invitations:organization': { max: 50, windowMs: HOUR, subject: 'invitations' },
  }) satisfies Record<string, RateLimit>;

export type RateLimits = ReturnType<typeof rateLimitTable>;
export type RateLimitName = keyof RateLimits;
