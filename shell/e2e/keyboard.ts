import type { Locator, Page } from 'playwright-core';

/**
 * How an element looks where a focus indicator shows: its outline, shadow, border and background,
 * and those of the field that wraps it (antd draws an input's focus on its wrapper).
 */
function focusLook(element: Element): string {
  const wrapper = element.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-input-outlined');
  return [element, wrapper]
    .filter((node): node is Element => node !== null)
    .map((node) => {
      const style = getComputedStyle(node);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor].join(' ');
    })
    .join(' | ');
}

/** A short account of the focused element, for failure messages: tag, role and name or text. */
function describeFocused(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body';
  const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user reaches a control;
 * throws after `limit` presses, naming every element the focus passed. Once there, the control
 * must look different from how it looked unfocused (a visible focus indicator, WCAG 2.4.7).
 */
export async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}): Promise<void> {
  await target.waitFor();
  const unfocused = await target.evaluate(focusLook);
  const passed: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const focused = await target.evaluate(focusLook);
      if (focused === unfocused) throw new Error(`${await page.evaluate(describeFocused)} has the focus but shows no focus indicator (${focused})`);
      return;
    }
    passed.push(await page.evaluate(describeFocused));
  }
  throw new Error(`the focus never reached the target in ${limit} presses; it passed: ${passed.join(', ')}`);
}

/** Whether the focused element is inside `container`. */
export const focusIsWithin = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/** Whether `target` has the focus. */
export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The focused element's description (tag, role, name). */
export const focusedElement = (page: Page) => page.evaluate(describeFocused);
