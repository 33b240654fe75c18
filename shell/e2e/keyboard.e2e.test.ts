import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, saveScreenshot, settled } from './browser';
import { focusedElement, focusIsWithin, hasFocus, tabTo } from './keyboard';

// Issue 22: the main flows work from the keyboard alone (sign in, dashboard, tabs, tables,
// dialogs), each control reached by Tab shows where the focus is, and a dialog keeps the focus
// inside until it closes, then gives it back. No click in this file.

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

/** The In Review sample: its City Directory tab holds the scanned sample report's listings. */
const SAMPLE_SITE = '1510 Commerce Dr';

describe('the main flows by keyboard alone', () => {
  it('signs in, finds a project, opens it, switches tabs, edits a listing and uses a dialog', { timeout: 120_000 }, async () => {
    const demo = inject('demoAccount');
    const keyboard = page().keyboard;

    // Sign in: Tab to each field, type, Enter submits.
    await page().goto(`${baseUrl}/auth`);
    await page().getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await tabTo(page(), page().getByLabel('Email', { exact: true }));
    await keyboard.type(demo.email);
    await tabTo(page(), page().getByLabel('Password', { exact: true }));
    await keyboard.type(demo.password);
    await keyboard.press('Enter');
    await page().waitForURL(`${baseUrl}/dashboard`);

    // The dashboard: the search narrows the cards, a card opens with Enter.
    const cards = page().getByTestId('project-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await tabTo(page(), page().getByPlaceholder(/Search/));
    await keyboard.type('Commerce');
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.filter({ hasText: SAMPLE_SITE });
    await tabTo(page(), card);
    await settled(page());
    await saveScreenshot(page(), 'keyboard-1-card-focused');
    await keyboard.press('Enter');
    await page().waitForURL(/\/projects\/[0-9a-f]{24}/);

    // The project's tabs: Tab to one, Enter opens it.
    await page().getByTestId('project-address').waitFor();
    await tabTo(page(), page().getByTestId('project-tab-directory'));
    await keyboard.press('Enter');
    await page().waitForURL(/[?&]tab=directory$/);
    await page().getByText('Processing Complete').waitFor({ timeout: 20_000 });

    // The listings table: a cell's edit button opens its editor, Enter keeps the edit unsaved,
    // Discard Changes drops it.
    const table = page().getByTestId('results-table');
    const editButton = table.getByRole('button', { name: /^Edit / }).first();
    await tabTo(page(), editButton, { limit: 80 });
    await keyboard.press('Enter');
    const editor = table.locator('textarea, input').first();
    await editor.waitFor();
    expect(await hasFocus(editor), await focusedElement(page())).toBe(true);
    await keyboard.press('Control+End');
    await keyboard.type(' (checked)');
    await keyboard.press('Enter');
    await table.getByText('Unsaved changes', { exact: true }).waitFor();
    await expect.poll(() => table.getByText(/\(checked\)/).count()).toBeGreaterThan(0);
    await settled(page());
    await saveScreenshot(page(), 'keyboard-2-cell-edited');
    await tabTo(page(), table.getByRole('button', { name: 'Discard Changes' }), { limit: 80, backwards: true });
    await keyboard.press('Enter');
    await expect.poll(() => table.getByText('Unsaved changes', { exact: true }).count()).toBe(0);
    expect(await table.getByText(/\(checked\)/).count()).toBe(0);

    // A dialog: Enter opens it with the focus inside, Tab cannot leave it, Escape closes it and
    // the focus goes back to the button that opened it.
    const editDates = page().getByRole('button', { name: 'Edit dates' });
    await tabTo(page(), editDates, { limit: 80, backwards: true });
    await keyboard.press('Enter');
    const dialog = page().getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => focusIsWithin(dialog)).toBe(true);
    await settled(page());
    await saveScreenshot(page(), 'keyboard-3-dialog');
    for (let press = 0; press < 15; press += 1) {
      await keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusIsWithin(dialog), `press ${press + 1} left the dialog for ${await focusedElement(page())}`).toBe(true);
    }
    await keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(editDates)).toBe(true);

    expect(browser().errors).toEqual([]);
  });
});
