import { describe, expect, inject, it } from 'vitest';
import { confirmationCodeIn, createConfirmedAccount, inviteMember, latestMail, openSignedIn, temporaryPasswordIn, uniqueEmail } from './accounts';
import { browserPerFile, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);

const heading = (name: string) => browser().page.getByRole('heading', { name, level: 1 });
const field = (label: string) => browser().page.getByLabel(label, { exact: true });
const toast = (text: string) => browser().page.locator('.gw-toaster').getByText(text, { exact: true });

describe('sign-in screen (spec 01 sections 2, 4, 5, 8)', () => {
  it('creates an account, confirms it with the e-mailed code, logs in, and logs out', async () => {
    const { page } = browser();
    const email = uniqueEmail('owner');
    const password = 'field-survey-2026';
    await page.goto(`${baseUrl}/auth`);
    await heading('Welcome Back').waitFor();
    await settled(page);
    await saveScreenshot(page, 'auth-login');

    await page.getByRole('button', { name: 'Create an account' }).click();
    await heading('Create Account').waitFor();
    await field('Email').fill(email);
    await field('Password').fill(password);
    await field('Organization name (optional)').fill('Acme Environmental');
    await saveScreenshot(page, 'auth-create-account');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await heading('Confirm Email').waitFor();
    await toast('Check your email for a confirmation code').waitFor();
    expect(await field('Email').inputValue()).toBe(email);
    await field('Confirmation code').fill(confirmationCodeIn(await latestMail(email)));
    await saveScreenshot(page, 'auth-confirm-email');
    await page.getByRole('button', { name: 'Confirm Email' }).click();

    await heading('Welcome Back').waitFor();
    await toast('Email confirmed! You can now log in.').waitFor();
    expect(await field('Email').inputValue()).toBe(email);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await toast('Logged in successfully').waitFor();
    const menu = page.getByTestId('user-menu');
    expect(await menu.getByTestId('user-initials').textContent()).toBe(email.slice(0, 2).toUpperCase());
    expect(await menu.getByTestId('user-display-name').textContent()).toBe(email.split('@')[0]);
    expect(await menu.getByTestId('user-email').textContent()).toBe(email);
    await menu.click();
    await page.getByRole('menuitem', { name: /Log Out/ }).waitFor();
    await settled(page);
    await saveScreenshot(page, 'dashboard-user-menu');

    await page.getByRole('menuitem', { name: /Team/ }).click();
    await page.waitForURL(`${baseUrl}/team`);
    const team = page.getByTestId('team-page');
    await team.getByText(email, { exact: true }).waitFor();
    const colleague = uniqueEmail('colleague');
    await page.getByLabel('Email to invite').fill(colleague);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    const invitedRow = team.locator('tr', { hasText: colleague });
    await invitedRow.getByText('Invited', { exact: true }).waitFor();
    expect(temporaryPasswordIn(await latestMail(colleague))).not.toBe('');
    await settled(page);
    await saveScreenshot(page, 'team');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /Log Out/ }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await heading('Welcome Back').waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The session is over: the dashboard sends back to sign-in.
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/auth`);
    expect(browser().errors).toEqual([]);
  });

  it('takes an invited user through NEW_PASSWORD_REQUIRED to the dashboard', async () => {
    const { page } = browser();
    const owner = await createConfirmedAccount(baseUrl, uniqueEmail('inviter'), 'owner-pass-2026');
    const invitee = uniqueEmail('invitee');
    await inviteMember(baseUrl, owner, invitee, 'member');
    const temporaryPassword = temporaryPasswordIn(await latestMail(invitee));

    await page.goto(`${baseUrl}/auth`);
    await field('Email').fill(invitee);
    await field('Password').fill(temporaryPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await heading('Set New Password').waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await settled(page);
    await saveScreenshot(page, 'auth-new-password');
    await field('New password').fill('my-own-password-1');
    await field('Confirm password').fill('my-own-password-1');
    await page.getByRole('button', { name: 'Set Password' }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    await toast('Password updated and logged in successfully').waitFor();
    expect(await page.getByTestId('user-email').textContent()).toBe(invitee);
    expect(browser().errors).toEqual([]);
  });

  it('shows each validation message of the spec for its bad input', async () => {
    const { page } = browser();
    const error = (message: string) => page.locator('.gw-field-error', { hasText: message });
    await page.goto(`${baseUrl}/auth`);

    await field('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await error('Invalid email address').waitFor();
    await error('Password is required').waitFor();

    await page.getByRole('button', { name: 'Have a confirmation code?' }).click();
    await heading('Confirm Email').waitFor();
    await field('Email').fill('someone@example.com');
    await field('Confirmation code').fill('123');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await error('Confirmation code is required').waitFor();

    // The new-password mode only follows a challenge: an invited user's first login.
    const owner = await createConfirmedAccount(baseUrl, uniqueEmail('validator'), 'owner-pass-2026');
    const invitee = uniqueEmail('validated');
    await inviteMember(baseUrl, owner, invitee, 'viewer');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await field('Email').fill(invitee);
    await field('Password').fill(temporaryPasswordIn(await latestMail(invitee)));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await heading('Set New Password').waitFor();

    await field('New password').fill('short');
    await field('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await error('Password must be at least 8 characters').nth(1).waitFor();
    expect(await error('Password must be at least 8 characters').count()).toBe(2);

    await field('New password').fill('long-enough-1');
    await field('Confirm password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Set Password' }).click();
    const mismatch = page.locator('.gw-field', { has: field('Confirm password') }).locator('.gw-field-error');
    await mismatch.getByText("Passwords don't match", { exact: true }).waitFor();
    await settled(page);
    await saveScreenshot(page, 'auth-validation');
    expect(browser().errors).toEqual([]);
  });

  it('sends an anonymous visitor from /dashboard to /auth, and a signed-in one from /auth to /dashboard', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/auth`);
    await heading('Welcome Back').waitFor();

    const tokens = await createConfirmedAccount(baseUrl, uniqueEmail('returning'), 'returning-pass-1');
    await openSignedIn(page, baseUrl, tokens, '/auth');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    expect(browser().errors).toEqual([]);
  });
});
