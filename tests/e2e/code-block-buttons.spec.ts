import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test, waitForHydration} from './fixtures';

// The code block buttons: "Copy" always, "Toggle word wrap" only for a block whose lines do not
// fit. Whether they fit is measured when the reader points at the block or moves the focus into
// it (src/theme/CodeBlock/Content/String/useLazyCodeWordWrap.ts), not at hydration.

/** The block under the heading "The warning": one line of 187 characters. */
function wideBlock(page: Page): Locator {
  return page.locator('.theme-code-block', {hasText: 'Detected an action creator'}).first();
}

const wrapButton = (block: Locator) => block.getByRole('button', {name: 'Toggle word wrap'});

test.use({viewport: {width: 1280, height: 800}});

test('a block that scrolls sideways offers word wrap on hover, and wrapping toggles', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/actionCreatorMiddleware');
  const block = wideBlock(page);
  await block.scrollIntoViewIfNeeded();
  const code = block.locator('code');
  await block.hover();
  await expect(wrapButton(block)).toBeVisible();

  await wrapButton(block).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  const pre = block.locator('pre');
  expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // Still there, to unwrap.
  await expect(wrapButton(block)).toBeVisible();
  await wrapButton(block).click();
  await expect(code).not.toHaveAttribute('style');
  expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('a block whose lines fit offers no word wrap', async ({page}) => {
  await gotoHydrated(page, '/api/actionCreatorMiddleware');
  const narrow = page.locator('.theme-code-block').filter({hasNotText: 'Detected an action'});
  const block = narrow.first();
  await block.scrollIntoViewIfNeeded();
  expect(await block.locator('pre').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await block.hover();
  await expect(block.getByRole('button', {name: /Copy/})).toBeVisible();
  await expect(wrapButton(block)).toHaveCount(0);
});

test('keyboard: focusing the copy button brings the wrap button of a wide block', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/actionCreatorMiddleware');
  const block = wideBlock(page);
  await expect(wrapButton(block)).toHaveCount(0);
  await block.getByRole('button', {name: /Copy/}).focus();
  await expect(wrapButton(block)).toBeAttached();
  await page.keyboard.press('Shift+Tab');
  await expect(wrapButton(block)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
});

test('a wide block in a hidden tab offers word wrap once its tab is shown', async ({page}) => {
  // TypeScript / JavaScript tabs: the JavaScript panel is hidden at first.
  await gotoHydrated(page, '/api/createSlice');
  const tabs = page.locator('.tabs-container').first();
  await tabs.scrollIntoViewIfNeeded();
  await tabs.getByRole('tab', {name: 'JavaScript'}).click();
  const block = tabs.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  await block.hover();
  await expect(block.getByRole('button', {name: /Copy/})).toBeVisible();
  const scrolls = await block.locator('pre').evaluate((el) => el.scrollWidth > el.clientWidth);
  await expect(wrapButton(block)).toHaveCount(scrolls ? 1 : 0);
});

test('the buttons are prerendered, and hidden until the page has hydrated', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/api/actionCreatorMiddleware')).text();
  expect(html).toContain('aria-label="Copy code to clipboard"');
  // Hold the app's entry script back: the page is its prerendered HTML for now.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[\da-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Deferred scripts hold DOMContentLoaded back too: wait for the block itself.
  await page.goto('/api/actionCreatorMiddleware', {waitUntil: 'commit'});
  const block = page.locator('.theme-code-block').first();
  await expect(block).toBeVisible();
  await block.hover();
  await expect(block.getByRole('button', {name: /Copy/})).toBeHidden();
  release();
  await waitForHydration(page);
  await block.hover();
  await expect(block.getByRole('button', {name: /Copy/})).toBeVisible();
});
