import {disablePrefetch, expect, gotoHydrated, test} from './fixtures';

test.describe('when localStorage throws', () => {
  test.beforeEach(async ({page}) => {
    // Some privacy settings make every storage access throw a SecurityError.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the page still renders, navigates and switches colour mode', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await gotoHydrated(page, '/introduction/getting-started');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting Started with Redux Toolkit',
    );

    // Colour mode works for this visit even though it cannot be stored.
    const html = page.locator('html');
    const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /mode/});
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== 'dark'; i++) {
      await toggle.click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Tutorials'})
      .click();
    await expect(page).toHaveURL('/tutorials/overview');
    // Docusaurus warns once that storage is unavailable and carries on without it.
    expect(warnings.some((w) => /storage is not available/i.test(w))).toBe(true);
  });
});

test.describe('navigation', () => {
  test.beforeEach(async ({page}) => {
    // No prefetching: the next page's code loads only when the reader navigates.
    await disablePrefetch(page);
  });

  test.describe('with a chunk request blocked', () => {
    // The browser reports the blocked request; that failure is what this test is about.
    test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

    test('a route chunk that fails to load makes the page reload at the new URL', async ({
      page,
    }) => {
      await gotoHydrated(page, '/introduction/getting-started');
      // Mark this document: a full reload starts a fresh one without the mark.
      await page.evaluate(() => ((window as {beforeReload?: boolean}).beforeReload = true));

      // A new deployment removed the old chunks: the first chunk request fails.
      let failed = 0;
      await page.route('**/assets/js/*.js', async (route) => {
        if (failed === 0) {
          failed++;
          await route.abort('failed');
        } else {
          await route.continue();
        }
      });

      const reloaded = page.waitForEvent('load');
      await page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('link', {name: 'Tutorials'})
        .click();
      await reloaded;
      expect(failed).toBe(1);
      await expect(page).toHaveURL('/tutorials/overview');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Tutorials Overview');
      expect(
        await page.evaluate(() => (window as {beforeReload?: boolean}).beforeReload),
      ).toBeUndefined();
    });
  });

  test('the top progress bar appears when the next page takes longer than 200 ms', async ({
    page,
  }) => {
    await gotoHydrated(page, '/introduction/getting-started');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Usage Guide'})
      .click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    // The old page stays while the new one loads.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting Started with Redux Toolkit',
    );

    release();
    await expect(page).toHaveURL('/usage/usage-guide');
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
      'Getting Started with Redux Toolkit',
    );
    await expect(bar).toHaveCount(0);
  });
});

test('no progress bar when the next page is already loaded', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  const tutorials = page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Tutorials'});
  // Hovering prefetches the page's code; wait until it has arrived.
  const prefetched = page.waitForResponse((r) => /\/assets\/js\/.*\.js$/.test(r.url()));
  await tutorials.hover();
  await prefetched;
  await page.waitForLoadState('networkidle');
  // Prefetched code still has to run; loaded means run too, as for a page visited before.
  await page.evaluate(() =>
    (
      window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}
    ).docusaurus.preload('/tutorials/overview'),
  );
  // From the click to the new page's heading, by the page's clock, and whether the bar showed.
  await page.evaluate(() => {
    // Not `navigation`: that is the Navigation API's property of window.
    const w = window as unknown as {sawBar?: boolean; clickTiming?: {start: number; end: number}};
    w.sawBar = false;
    const navigation = {start: NaN, end: NaN};
    w.clickTiming = navigation;
    document.addEventListener('click', () => (navigation.start = performance.now()), true);
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.sawBar = true;
      if (
        Number.isNaN(navigation.end) &&
        document.querySelector('h1')?.textContent === 'Tutorials Overview'
      ) {
        navigation.end = performance.now();
      }
    }).observe(document.documentElement, {childList: true, subtree: true, characterData: true});
  });
  await tutorials.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tutorials Overview');
  // Longer than the bar's 200 ms delay, so a late bar would have shown by now.
  await page.waitForTimeout(400);
  const {sawBar, navigation} = await page.evaluate(() => {
    const w = window as unknown as {sawBar: boolean; clickTiming: {start: number; end: number}};
    return {sawBar: w.sawBar, navigation: w.clickTiming};
  });
  // The switch happened, measured by the page (lazy parts of the new page, such as Prism's
  // chunk, may still load after it; they never show the bar).
  expect(navigation.end).toBeGreaterThan(navigation.start);
  // The bar waits 200 ms for the new page, which a loaded page normally beats; but
  // a starved CI runner was seen to take longer, and then the bar is right to show.
  if (navigation.end - navigation.start < 200) expect(sawBar).toBe(false);
});
