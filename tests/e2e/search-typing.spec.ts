import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test, waitForSearchAnswer} from './fixtures';

// The local search modal typed into as readers type: key by key, fast on a slow phone and at an
// ordinary pace. The box must hold every key, the list must end on the hits of the whole query,
// and nothing may trip the Content-Security-Policy.

/** Twelve queries of different lengths and shapes, as readers type them. */
const QUERIES = [
  'invalidatesTags',
  'keepUnusedDataFor',
  'fetchBaseQuery',
  'useLazyQuery',
  'createSlice',
  'createEntityAdapter',
  'configureStore middleware',
  'serializableCheck',
  'rtk query vs swr',
  'createAsyncThunk rejectWithValue',
  'prepareHeaders token',
  'ts',
];

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const box = (page: Page) => modal(page).getByRole('searchbox');

/** Collects CSP violation reports from the page's first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

/**
 * Opens the modal, types `query` key by key `delay` ms apart, and checks that the box holds it
 * exactly and that the list ends on the hits of the whole query (the modal names the query its
 * list answers in `data-results-for`, and `data-pending` while a search runs or waits).
 */
async function typeAndCheck(page: Page, query: string, delay: number): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type(query, {delay});
  await expect(box(page), 'the search box lost a key').toHaveValue(query);
  await waitForSearchAnswer(page, query);
  await expect(
    modal(page).locator('.DocSearch-Hit').first().or(modal(page).getByRole('status')),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
}

test.describe('local search: typing', () => {
  test('keeps every key at 20 ms a key with the CPU four times slower', async ({page}) => {
    // Twelve queries on a CPU four times slower: about a minute and a half on a busy runner.
    test.setTimeout(240_000);
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/introduction/getting-started');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    for (const query of QUERIES) await typeAndCheck(page, query, 20);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    expect(await violations(), 'CSP violations').toEqual([]);
  });

  test('keeps every key at an ordinary 100 ms a key', async ({page}) => {
    test.setTimeout(180_000);
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/tutorials/overview');
    for (const query of QUERIES) await typeAndCheck(page, query, 100);
    expect(await violations(), 'CSP violations').toEqual([]);
  });

  test('downloads nothing for the prefixes of a word typed fast', async ({page, browser}) => {
    // Two visits, each with a first search: 10 s on a quiet machine, 24 s seen on a busy one.
    test.slow();
    /** The index parts (postings, section text) a page fetches. */
    const partsOf = (target: Page) => {
      const parts: string[] = [];
      target.on('request', (request) => {
        const {pathname} = new URL(request.url());
        if (/\/search-index\//.test(pathname)) parts.push(pathname);
      });
      return parts;
    };
    const query = 'createAsyncThunk rejectWithValue';
    const typed = partsOf(page);
    await gotoHydrated(page, '/introduction/getting-started');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(box(page)).toBeFocused();
    // Keys 20 ms apart by the page's own clock: typed from outside, a busy test machine can
    // leave a real pause between two keys, after which a download is right.
    await box(page).evaluate(
      (input: HTMLInputElement, text) =>
        new Promise<void>((resolve) => {
          const setValue = Object.getOwnPropertyDescriptor(
            HTMLInputElement.prototype,
            'value',
          )!.set!;
          let n = 0;
          const key = () => {
            n++;
            setValue.call(input, text.slice(0, n));
            input.dispatchEvent(new InputEvent('input', {bubbles: true, data: text[n - 1]}));
            if (n < text.length) setTimeout(key, 20);
            else resolve();
          };
          key();
        }),
      query,
    );
    await waitForSearchAnswer(page, query);

    // The same query put into the box at once, in a fresh visit.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const filled = partsOf(fresh);
    await gotoHydrated(fresh, '/introduction/getting-started');
    await fresh.keyboard.press('ControlOrMeta+k');
    await box(fresh).fill(query);
    await waitForSearchAnswer(fresh, query);
    await context.close();

    expect(filled.length).toBeGreaterThan(0);
    expect(typed.sort()).toEqual(filled.sort());
  });
});
