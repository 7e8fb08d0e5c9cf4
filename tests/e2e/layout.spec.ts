import type {Page} from '@playwright/test';
import {PAGES} from '../../scripts/bench-pages';
import {expect, gotoHydrated, test, waitForSettled} from './fixtures';
import {installedToolkit} from '../../src/build/toolkitPackage';

/**
 * Scrolls the heading `id` to the top: the visible table of contents marks its link. The section
 * must be longer than half the viewport, or the theme marks the heading after it.
 */
async function expectTocMarksSectionInView(page: Page, id: string): Promise<void> {
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();
  await page.locator(`#${id}`).evaluate((heading) => heading.scrollIntoView());
  // The theme follows scroll events, which a programmatic scroll to the same place may not fire.
  await page.mouse.wheel(0, 10);
  await expect(toc.locator('.table-of-contents__link--active')).toHaveAttribute('href', `#${id}`);
}

test.describe('at 996 px (mobile layout)', () => {
  test.use({viewport: {width: 996, height: 800}});

  test('the menu opens and closes, and the desktop sidebar is hidden', async ({page}) => {
    await gotoHydrated(page, '/tutorials/quick-start');
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    const menu = page.locator('.navbar-sidebar');

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(menu).toBeVisible();
    // The docs sidebar is inside the menu, with the current page marked.
    await expect(
      menu.getByRole('link', {name: 'Redux Toolkit Quick Start', exact: true}),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(menu).toBeHidden();
  });

  test('following a link in the menu closes it', async ({page}) => {
    await gotoHydrated(page, '/tutorials/quick-start');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: /^Why Redux Toolkit/})
      .click();
    await expect(page).toHaveURL('/introduction/why-rtk-is-redux-today');
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('back navigation closes the open menu', async ({page}) => {
    await gotoHydrated(page, '/introduction/getting-started');
    // A client-side navigation through the menu, so Back stays inside the app.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // The menu has two panels; the second holds the docs sidebar of the current page.
    await page
      .locator('.navbar-sidebar__item')
      .nth(1)
      .locator('a[href="/tutorials/overview"]')
      .click();
    await expect(page).toHaveURL('/tutorials/overview');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Back closes the menu instead of leaving the page...
    await page.goBack();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page).toHaveURL('/tutorials/overview');
    // ...and the next Back navigates as usual.
    await page.goBack();
    await expect(page).toHaveURL('/introduction/getting-started');
  });
});

test.describe('at 412 px, after hydration', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('the menu is built once the page has hydrated, before the reader opens it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/api/createSlice');
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeAttached();
    await expect(menu).toBeHidden();
    // Hidden, so not in the accessibility tree: found by its address.
    await expect(menu.locator('a.menu__link[href="/api/createSlice"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('widened, the table of contents shows and marks the section in view', async ({page}) => {
    await gotoHydrated(page, '/api/createSlice');
    await page.setViewportSize({width: 1280, height: 800});
    await expectTocMarksSectionInView(page, 'extra-reducers');
  });
});

test.describe('at 997 px (desktop layout)', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('the docs sidebar shows and the menu button does not', async ({page}) => {
    await gotoHydrated(page, '/tutorials/quick-start');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    await expect(
      sidebar.getByRole('link', {name: 'Redux Toolkit Quick Start', exact: true}),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('the category holding the page is expanded', async ({page}) => {
    await gotoHydrated(page, '/api/configureStore');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('button', {name: 'Store Setup'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test('the skip link is the first stop and moves focus to the content', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Focus moves to the page's <main>, so the next Tab lands inside the content, past the
  // navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('doc pages show breadcrumbs from home through the category', async ({page}) => {
  await gotoHydrated(page, '/api/configureStore');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(breadcrumbs.getByRole('listitem')).toHaveText([
    '',
    'API Reference',
    'Store Setup',
    'configureStore',
  ]);
});

test('doc pages show their last update time and a table of contents', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', {name: 'Installation', exact: true})).toHaveAttribute(
    'href',
    '#installation',
  );
  // Level-3 headings are listed; level 4 is not (levels 2 to 3).
  await expect(toc.getByRole('link', {name: 'Starting a new app'})).toBeAttached();
});

test('the table of contents marks the section in view', async ({page}) => {
  await gotoHydrated(page, '/api/createSlice');
  await expectTocMarksSectionInView(page, 'extra-reducers');
});

test('the announcement bar shows our notice and cannot be closed', async ({page}) => {
  await gotoHydrated(page, '/');
  // The documented release is the pinned package's, read where the config reads it.
  const {minor} = installedToolkit(process.cwd());
  const bar = page.getByRole('banner').filter({hasText: `Redux Toolkit ${minor}`});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'Start here'})).toHaveAttribute(
    'href',
    '/introduction/getting-started',
  );
  await expect(page.getByRole('button', {name: 'Close'})).toHaveCount(0);
});

// Issue 14: no layout shift from fonts, images or hydration. The pages the benchmark measures,
// at a phone's width and at the width Lighthouse's desktop preset uses.
for (const viewport of [
  {width: 412, height: 823},
  {width: 1350, height: 940},
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    for (const path of PAGES) {
      test(`${path} does not shift while it loads and hydrates`, async ({page}) => {
        await page.addInitScript(() => {
          const shifts: string[] = [];
          Object.assign(window, {layoutShifts: shifts});
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: {
                node?: Node | null;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }[];
            })[]) {
              const box = (r: DOMRectReadOnly) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
              // What moved, and from where to where: a failure names its cause.
              const nodes = entry.sources?.map(
                (source) =>
                  `${source.node instanceof Element ? source.node.className : String(source.node)} (${box(source.previousRect)} → ${box(source.currentRect)})`,
              );
              shifts.push(`${entry.value.toFixed(5)} ${nodes?.join(', ')}`);
            }
          }).observe({type: 'layout-shift', buffered: true});
        });
        await gotoHydrated(page, path);
        // Late work (lazy code, fonts, idle-time work) has landed.
        await waitForSettled(page);
        expect(
          await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts),
        ).toEqual([]);
      });
    }
  });
}
