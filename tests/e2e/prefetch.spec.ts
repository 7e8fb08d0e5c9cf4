import {disablePrefetch, expect, gotoHydrated, test, waitForSettled} from './fixtures';

// Pages that visible links point to are prefetched after the load event, in idle time
// (src/clientModules/prefetchWhenIdle.ts); Docusaurus' own rules still apply.

const prefetchLinks = 'link[rel=prefetch]';

test('visible links are prefetched after the load event, not while the page loads', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      document.documentElement.dataset.prefetchAtLoad = String(
        document.querySelectorAll('link[rel=prefetch]').length,
      );
    });
  });
  await gotoHydrated(page, '/introduction/getting-started');
  await expect(page.locator('html')).toHaveAttribute('data-prefetch-at-load', '0');
  // Then, in idle time, the chunks of the pages linked from the screen.
  await expect
    .poll(() => page.locator(prefetchLinks).count(), {timeout: 15_000})
    .toBeGreaterThan(0);
  const hrefs = await page
    .locator(prefetchLinks)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.every((href) => /\/assets\/js\/[^/]+\.js$/.test(href))).toBe(true);
});

test('each chunk is prefetched once, however many linked pages share it, and none the page has', async ({
  page,
}) => {
  await gotoHydrated(page, '/api/createSlice');
  // The sidebar links to every API page; they share the docs layout's chunks, which this page
  // has loaded already, so mostly each page's own content is left.
  await expect
    .poll(() => page.locator(prefetchLinks).count(), {timeout: 15_000})
    .toBeGreaterThan(10);
  // Settled: the count no longer grows.
  let count = -1;
  await expect
    .poll(
      async () => {
        const previous = count;
        count = await page.locator(prefetchLinks).count();
        return count === previous;
      },
      {intervals: [1000], timeout: 20_000},
    )
    .toBe(true);
  const hrefs = await page
    .locator(prefetchLinks)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // None of them is a chunk the page itself loaded.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded.length).toBeGreaterThan(5);
  expect(hrefs.filter((href) => loaded.includes(href))).toEqual([]);
});

test('nothing is prefetched on a 2g connection or with data-saver on', async ({page}) => {
  await disablePrefetch(page);
  await gotoHydrated(page, '/introduction/getting-started');
  // Prefetching starts in idle time after load: by the time the page has settled, it would have.
  await waitForSettled(page);
  await expect(page.locator(prefetchLinks)).toHaveCount(0);
});
