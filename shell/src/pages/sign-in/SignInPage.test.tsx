import { getStoredTokens, setStoredTokens } from '@groundwork/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-app';
import { SignInPage } from './SignInPage';

const tokens = { idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' };
let api: FakeApi;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = () => userEvent.setup();
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });
const location = () => screen.getByTestId('location').textContent;

async function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(name: string) {
  await user().click(screen.getByRole('button', { name }));
}

function renderSignIn() {
  renderWithShell(<SignInPage />, { path: '/auth' });
}

describe('SignInPage validation (spec 01 section 5)', () => {
  it('shows "Invalid email address" and "Password is required" in login mode', async () => {
    renderSignIn();
    await heading('Welcome Back');
    await fill('Email', 'not-an-email');
    await submit('Sign In');
    expect(await screen.findByText('Invalid email address')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('Password is required')).toBeInstanceOf(HTMLElement);
    expect(api.calls()).toEqual([]);
  });

  it('shows "Confirmation code is required" for a short code', async () => {
    renderSignIn();
    await user().click(await screen.findByRole('button', { name: 'Have a confirmation code?' }));
    await heading('Confirm Email');
    await fill('Email', 'jane@acme.test');
    await fill('Confirmation code', '123');
    await submit('Confirm Email');
    expect(await screen.findByText('Confirmation code is required')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Invalid email address')).toBeNull();
  });

  it('shows the new-password messages: too short, then "Passwords don\'t match" on confirmPassword', async () => {
    api.on('POST /api/auth/login', { body: { challengeName: 'NEW_PASSWORD_REQUIRED', session: 'sess-1' } });
    renderSignIn();
    await heading('Welcome Back');
    await fill('Email', 'new@acme.test');
    await fill('Password', 'Temp-pass-1');
    await submit('Sign In');
    await heading('Set New Password');
    await fill('New password', 'short');
    await fill('Confirm password', 'short');
    await submit('Set Password');
    // Both fields validate on their own; findAll would settle as soon as the first message showed.
    await waitFor(() => expect(screen.getAllByText('Password must be at least 8 characters')).toHaveLength(2));
    await fill('New password', 'long-enough-1');
    await fill('Confirm password', 'long-enough-2');
    await submit('Set Password');
    const mismatch = await screen.findByText("Passwords don't match");
    // Shown on confirmPassword: the message is the one its input is described by.
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-describedby')).toBe(mismatch.id);
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    expect(api.calls()).toEqual(['POST /api/auth/login']);
  });
});

describe('SignInPage without antd, by keyboard', () => {
  it('renders plain labelled fields and buttons, no antd element', async () => {
    renderSignIn();
    await heading('Welcome Back');
    expect(screen.getByLabelText('Email').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('moves the focus to the first field with a message after a failed submit', async () => {
    renderSignIn();
    await heading('Welcome Back');
    await fill('Email', 'jane@acme.test');
    await submit('Sign In');
    expect(await screen.findByText('Password is required')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a message once the field is left, and clears it as the value becomes valid', async () => {
    renderSignIn();
    await heading('Welcome Back');
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'jane@' } });
    expect(screen.queryByText('Invalid email address')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid email address')).toBeInstanceOf(HTMLElement);
    fireEvent.change(email, { target: { value: 'jane@acme.test' } });
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
  });

  it('shows and hides the password with its toggle', async () => {
    renderSignIn();
    await heading('Welcome Back');
    await user().click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await user().click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('submits with Enter from the password field', async () => {
    api.on('POST /api/auth/login', { status: 401, body: { message: 'Incorrect email or password' } });
    renderSignIn();
    await heading('Welcome Back');
    await user().type(screen.getByLabelText('Email'), 'jane@acme.test');
    await user().type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('Incorrect email or password')).toBeInstanceOf(HTMLElement);
    expect(api.calls()).toEqual(['POST /api/auth/login']);
  });
});

describe('SignInPage flows', () => {
  it('logs in: stores the tokens, refreshes the user, toasts and opens /dashboard', async () => {
    api.on('POST /api/auth/login', ({ body }) => {
      expect(body).toEqual({ email: 'jane@acme.test', password: 'secret' });
      return { body: tokens };
    });
    api.on('GET /api/auth/user', { body: { email: 'jane@acme.test' } });
    renderSignIn();
    await heading('Welcome Back');
    await fill('Email', 'jane@acme.test');
    await fill('Password', 'secret');
    await submit('Sign In');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(getStoredTokens()).toEqual(tokens);
    expect(api.calls()).toEqual(['POST /api/auth/login', 'GET /api/auth/user']);
    expect(await screen.findByText('Logged in successfully')).toBeInstanceOf(HTMLElement);
  });

  it('shows the server message on a failed login and stays', async () => {
    api.on('POST /api/auth/login', { status: 401, body: { message: 'Incorrect email or password' } });
    renderSignIn();
    await heading('Welcome Back');
    await fill('Email', 'jane@acme.test');
    await fill('Password', 'wrong');
    await submit('Sign In');
    expect(await screen.findByText('Login failed')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Incorrect email or password')).toBeInstanceOf(HTMLElement);
    expect(location()).toBe('/auth');
    expect(getStoredTokens()).toBeNull();
  });

  it('answers NEW_PASSWORD_REQUIRED with the kept session and email, then opens /dashboard', async () => {
    api.on('POST /api/auth/login', { body: { challengeName: 'NEW_PASSWORD_REQUIRED', session: 'sess-1' } });
    api.on('POST /api/auth/new-password', ({ body }) => {
      expect(body).toEqual({ email: 'new@acme.test', newPassword: 'brand-new-pass', session: 'sess-1' });
      return { body: tokens };
    });
    api.on('GET /api/auth/user', { body: { email: 'new@acme.test' } });
    renderSignIn();
    await heading('Welcome Back');
    await fill('Email', 'new@acme.test');
    await fill('Password', 'Temp-pass-1');
    await submit('Sign In');
    await heading('Set New Password');
    expect(getStoredTokens()).toBeNull();
    await fill('New password', 'brand-new-pass');
    await fill('Confirm password', 'brand-new-pass');
    await submit('Set Password');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(getStoredTokens()).toEqual(tokens);
    expect(await screen.findByText('Password updated and logged in successfully')).toBeInstanceOf(HTMLElement);
  });

  it('creates an account, confirms it with the e-mail kept, and returns to login with it pre-filled', async () => {
    api.on('POST /api/auth/signup', ({ body }) => {
      expect(body).toEqual({ email: 'owner@acme.test', password: 'long-enough-1', organizationName: 'Acme' });
      return { status: 201, body: { message: 'Check your email' } };
    });
    api.on('POST /api/auth/confirm-signup', ({ body }) => {
      expect(body).toEqual({ email: 'owner@acme.test', code: '123456' });
      return { body: { message: 'Confirmed' } };
    });
    renderSignIn();
    await user().click(await screen.findByRole('button', { name: 'Create an account' }));
    await heading('Create Account');
    await fill('Email', 'owner@acme.test');
    await fill('Password', 'long-enough-1');
    await fill('Organization name (optional)', 'Acme');
    await submit('Create Account');
    await heading('Confirm Email');
    expect(await screen.findByText('Check your email for a confirmation code')).toBeInstanceOf(HTMLElement);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@acme.test');
    await fill('Confirmation code', '123456');
    await submit('Confirm Email');
    await heading('Welcome Back');
    expect(await screen.findByText('Email confirmed! You can now log in.')).toBeInstanceOf(HTMLElement);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@acme.test');
  });

  it('sends no organization name when it is left empty, and shows a failed sign-up', async () => {
    api.on('POST /api/auth/signup', ({ body }) => {
      expect(body).toEqual({ email: 'owner@acme.test', password: 'long-enough-1' });
      return { status: 409, body: { message: 'An account with this email already exists' } };
    });
    renderSignIn();
    await user().click(await screen.findByRole('button', { name: 'Create an account' }));
    await fill('Email', 'owner@acme.test');
    await fill('Password', 'long-enough-1');
    await submit('Create Account');
    expect(await screen.findByText('Signup failed')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('An account with this email already exists')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInstanceOf(HTMLElement);
  });

  it('shows "Confirmation failed" with the default message when the server gives none, and resends a code', async () => {
    api.on('POST /api/auth/confirm-signup', { status: 502 });
    api.on('POST /api/auth/resend-code', ({ body }) => {
      expect(body).toEqual({ email: 'jane@acme.test' });
      return { body: { message: 'sent' } };
    });
    renderSignIn();
    await user().click(await screen.findByRole('button', { name: 'Have a confirmation code?' }));
    await fill('Email', 'jane@acme.test');
    await fill('Confirmation code', '654321');
    await submit('Confirm Email');
    expect(await screen.findAllByText('Confirmation failed')).toHaveLength(2);
    await user().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Check your email for a confirmation code')).toBeInstanceOf(HTMLElement);
    await user().click(screen.getByRole('button', { name: 'Back to sign in' }));
    await heading('Welcome Back');
  });

  it('sends a signed-in user to /dashboard', async () => {
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', { body: { email: 'jane@acme.test' } });
    renderSignIn();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
