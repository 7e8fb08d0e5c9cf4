import type {Locator, Page, Request} from '@playwright/test';
import {
  disablePrefetch,
  expect,
  gotoHydrated,
  test,
  waitForHydration,
  waitForSettled,
} from './fixtures';

// Code is highlighted when the site is prerendered; the browser loads Prism (the `prism` chunk)
// only for a block that first renders client-side. See src/theme/CodeBlock/Content.

const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

/** Requests for the Prism chunk made by the page from now on. */
function prismRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(request.url())) seen.push(request);
  });
  return seen;
}

test('a prerendered page keeps its highlighted code through hydration, without Prism', async ({
  page,
}) => {
  const prism = prismRequests(page);
  // Mark the first code block's element before any script runs: if hydration or a remount
  // replaced it, the mark would be gone.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const code = document.querySelector('.tabs-container pre code');
      if (code) (code as HTMLElement).dataset.prerendered = 'yes';
    });
  });
  await gotoHydrated(page, '/api/createSlice');
  const first = page.locator('.tabs-container pre code').first();
  await expect(first).toHaveAttribute('data-prerendered', 'yes');
  await expect(first.locator('.token.keyword').first()).toBeVisible();
  // Once the page has settled, nothing has asked for Prism either.
  await waitForSettled(page);
  expect(prism).toEqual([]);
});

/**
 * Scrolls a block into view until it shows more than three lines, and returns its lines. Blocks are
 * `content-visibility: auto`: below the fold one has no layout, so its innerText has no line
 * breaks, and blocks above it that render late can push it out of view again.
 */
async function linesInView(code: Locator): Promise<string[]> {
  let lines: string[] = [];
  await expect
    .poll(async () => {
      await code.scrollIntoViewIfNeeded();
      lines = (await code.innerText()).split('\n');
      return lines.length;
    })
    .toBeGreaterThan(3);
  return lines;
}

test('a page reached by client-side navigation gets its colours from the Prism chunk', async ({
  page,
}) => {
  await disablePrefetch(page);
  await gotoHydrated(page, '/introduction/getting-started');
  const prism = page.waitForRequest(PRISM_CHUNK);
  await page
    .locator('aside.theme-doc-sidebar-container')
    .getByRole('link', {name: 'Redux Toolkit Quick Start'})
    .click();
  await expect(page).toHaveURL('/tutorials/quick-start');
  await prism;
  const code = page.locator('article pre code', {hasText: 'configureStore'}).first();
  await expect(code.locator('.token.keyword').first()).toBeVisible();
  await linesInView(code);
});

test('the JavaScript tab, rendered only when chosen, is highlighted too', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  const pair = page.locator('.tabs-container:has(> ul.language-tabs)').first();
  await pair.getByRole('tab', {name: 'JavaScript'}).click();
  const js = pair.locator('[role=tabpanel]:not([hidden]) pre code');
  await expect(js.locator('.token.keyword').first()).toBeVisible();
  await expect(js).not.toContainText('import type');
});

test('a reader who chose JavaScript before gets every JavaScript tab filled in on load', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'js'));
  await gotoHydrated(page, '/introduction/getting-started');
  const panels = page.locator(
    '.tabs-container:has(> ul.language-tabs) [role=tabpanel]:not([hidden]) pre code',
  );
  await expect(panels.first().locator('.token.keyword').first()).toBeVisible();
  const lengths = await panels.evaluateAll((codes) => codes.map((c) => c.textContent?.length ?? 0));
  expect(lengths.length).toBeGreaterThan(3);
  expect(lengths.every((length) => length > 20)).toBe(true);
});

test.describe('when the Prism chunk cannot load', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('code still shows in full as plain text and copies', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await disablePrefetch(page);
    await page.route(PRISM_CHUNK, (route) => route.abort());
    await gotoHydrated(page, '/introduction/getting-started');
    await page
      .locator('aside.theme-doc-sidebar-container')
      .getByRole('link', {name: 'Redux Toolkit Quick Start'})
      .click();
    await expect(page).toHaveURL('/tutorials/quick-start');
    await waitForHydration(page);
    const block = page.locator('article .theme-code-block', {hasText: 'configureStore'}).first();
    const code = block.locator('pre code');
    await expect(code).toContainText('export const store = configureStore(');
    await expect(code.locator('.token')).toHaveCount(0);
    // Each source line is a line of the block.
    const lines = await linesInView(code);
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').map((line) => line.trimEnd())).toEqual(
      lines.map((line) => line.trimEnd()),
    );
  });
});

test('magic comments mark their lines and leave the code', async ({page}) => {
  await gotoHydrated(page, '/rtk-query/overview');
  const block = page.locator('.theme-code-block:has(:text-is("src/app/store.ts"))').first();
  const marked = block.locator('.token-line.theme-code-block-highlighted-line');
  await expect(marked).toHaveCount(3);
  await expect(marked.nth(0)).toContainText('[postsApi.reducerPath]: postsApi.reducer');
  await expect(marked.nth(2)).toContainText('setupListeners(store.dispatch)');
  await expect(block).not.toContainText('highlight-next-line');
});

test('the copy button copies exactly the code the block shows', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/introduction/getting-started');
  const block = page.locator('article .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(10);
  expect(copied).toBe(await block.locator('pre code').innerText());
});
