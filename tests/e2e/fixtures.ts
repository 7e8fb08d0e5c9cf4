import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** Console messages that a spec expects; anything else at level "error" fails the test. */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'the page logged errors to the console').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens `path` and waits until React has hydrated, so clicks reach real handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits for the attribute Docusaurus sets on <html> once the client app has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  // Generous: the longest guides take seconds to hydrate on a busy 2-core runner.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

/**
 * Waits until a loaded page has nothing left to do: no request for 500 ms, its fonts loaded, and
 * an idle period of the main thread (the site defers prefetching to idle time after load). An absence checked after this is one the page had every chance to break.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Tells Docusaurus the connection is slow, which turns off link prefetching: route chunks then
 * load only when a navigation needs them, which the navigation specs rely on.
 */
export async function disablePrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {effectiveType: '2g', saveData: true},
    });
  });
}

/**
 * The pages build/sitemap.xml lists, in its order, as paths on the test server: the sitemap
 * names them under the site's configured URL, the tests visit them on their own origin.
 */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(
    ([, loc]) => new URL(loc!.replaceAll('&amp;', '&')).pathname,
  );
}

/**
 * Clicks the first link named `name` in the page's Markdown content and waits for the
 * client-side navigation to reach `url` and show the new page. Docusaurus changes the address
 * first and keeps the previous page on screen until the next one's code has loaded, so the URL
 * alone does not say which page the controls belong to.
 */
export async function followDocLink(page: Page, name: string, url: RegExp): Promise<void> {
  const heading = page.getByRole('heading', {level: 1});
  const previous = await heading.textContent();
  await page.locator('.theme-doc-markdown').getByRole('link', {name}).first().click();
  await expect(page).toHaveURL(url);
  await expect(heading).not.toHaveText(previous ?? '');
}

/**
 * How long a test waits for the local search modal to answer. The first search of a visit loads
 * the engine and some 30 index files: about 1 s on a quiet 2-core machine and 5 s with the CPU
 * throttled 6x (measured with Chromium's CDP throttling), longer on a busy CI runner, where 7 s
 * was seen to run out.
 */
export const SEARCH_ANSWER_TIMEOUT = 20_000;

/**
 * Waits until the local search modal lists its answer to `query`: the modal names the query its
 * list answers in `data-results-for` and carries `data-pending` while a search runs or waits
 * for the reader to pause (src/components/SearchModal).
 */
export async function waitForSearchAnswer(page: Page, query: string): Promise<void> {
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toHaveAttribute('data-results-for', query, {
    timeout: SEARCH_ANSWER_TIMEOUT,
  });
  await expect(modal).not.toHaveAttribute('data-pending', 'true', {
    timeout: SEARCH_ANSWER_TIMEOUT,
  });
}
