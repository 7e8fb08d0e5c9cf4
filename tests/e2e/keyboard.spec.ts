import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test, waitForSearchAnswer} from './fixtures';

// A reader who uses only the keyboard: every stop shows where focus is, and the navbar,
// sidebar, code tabs and search modal all work from the keyboard.

/** What the focused element is, and whether it shows a focus indicator. */
async function focusedStop(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return {
      name: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
      visible: outline || shadow,
      focusVisible: element.matches(':focus-visible'),
    };
  });
}

test('every Tab stop on a doc page shows a visible focus indicator', async ({page}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/rtk-query/usage/queries');
  const seen: string[] = [];
  const invisible: string[] = [];
  // The skip link, the navbar, the sidebar and into the article.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    seen.push(stop.name);
    expect(stop.focusVisible, stop.name).toBe(true);
    if (!stop.visible) invisible.push(stop.name);
  }
  expect(seen.length).toBeGreaterThan(50);
  expect(invisible).toEqual([]);
});

test('the code tabs switch with the arrow keys', async ({page}) => {
  await gotoHydrated(page, '/tutorials/quick-start');
  const typescript = page.getByRole('tab', {name: 'TypeScript'}).first();
  await typescript.focus();
  await page.keyboard.press('ArrowRight');
  const javascript = page.getByRole('tab', {name: 'JavaScript'}).first();
  await expect(javascript).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(javascript).toHaveAttribute('aria-selected', 'true');
});

test('a sidebar category opens and closes from the keyboard', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const category = sidebar.getByRole('button', {name: /Tutorials/}).first();
  const expanded = await category.getAttribute('aria-expanded');
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
});

test('the search modal works without a mouse and gives focus back on Escape', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  const button = page.getByRole('button', {name: /search/i}).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.fill('configureStore');
  await waitForSearchAnswer(page, 'configureStore');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(button).toBeFocused();
});
