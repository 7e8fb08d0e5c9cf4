import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

const html = (page: Page) => page.locator('html');

test('is light by default', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test.describe('when the system prefers dark', () => {
  test.use({colorScheme: 'dark'});

  test('follows the system preference', async ({page}) => {
    await gotoHydrated(page, '/introduction/getting-started');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });
});

test('the toggle stores `theme` and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, '/tutorials/overview');
  const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /mode/});
  // The toggle cycles system → light → dark; click until the page is dark.
  for (let i = 0; i < 3 && (await html(page).getAttribute('data-theme')) !== 'dark'; i++) {
    await toggle.click();
  }
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  // Set before first paint by the theme's inline script, not after hydration.
  const themeAtLoad = await page.evaluate(() => document.documentElement.dataset.theme);
  expect(themeAtLoad).toBe('dark');
});

test('a change in one tab reaches a second tab', async ({page, context}) => {
  await gotoHydrated(page, '/');
  const second = await context.newPage();
  await gotoHydrated(second, '/introduction/getting-started');
  await expect(html(second)).toHaveAttribute('data-theme', 'light');

  const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /mode/});
  for (let i = 0; i < 3 && (await html(page).getAttribute('data-theme')) !== 'dark'; i++) {
    await toggle.click();
  }
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  // The storage event carries the choice to the other tab without a reload.
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  await second.close();
});
