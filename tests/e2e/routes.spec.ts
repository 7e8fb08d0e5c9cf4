import {builtRoutes} from './built-routes';
import {expect, test, waitForHydration} from './fixtures';

const routes = builtRoutes();

test('the build has the top-level routes and the two introduction pages', () => {
  expect(routes).toEqual(
    expect.arrayContaining([
      '/',
      '/errors',
      '/search',
      '/introduction/getting-started',
      '/introduction/why-rtk-is-redux-today',
    ]),
  );
});

// Each built page answering with its page, hydrated without errors: sitemap.spec.ts.

test.describe('unknown paths', () => {
  // The browser reports the document's 404 status as a console error; that is the point here.
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('show the not-found page with HTTP 404 and a way back', async ({page}) => {
    const response = await page.goto('/no-such-page/really');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');

    const waysBack = page.getByRole('navigation', {name: 'Ways back'});
    await expect(waysBack.getByRole('link', {name: 'Search the docs'})).toHaveAttribute(
      'href',
      '/search?q=really',
    );
    await expect(waysBack.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute(
      'href',
      '/',
    );
    // Following a way back works from here.
    await waysBack.getByRole('link', {name: 'Read Getting Started'}).click();
    await expect(page).toHaveURL('/introduction/getting-started');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting Started with Redux Toolkit',
    );
  });

  test('that differ from a page only by letter case go to that page with query and hash', async ({
    page,
  }) => {
    await page.goto('/Introduction/Getting-Started?from=old-link#installation');
    await expect(page).toHaveURL('/introduction/getting-started?from=old-link#installation');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting Started with Redux Toolkit',
    );
    await expect(page.locator('#installation')).toBeInViewport();
  });
});
