import {expect, gotoHydrated, test} from './fixtures';

// Messages as the installed @reduxjs/toolkit writes them (see src/plugins/error-codes).
const MESSAGE_5 = '`enhancers` field must be a callback';
const MESSAGE_38 = 'Cannot refetch a query that has not been started yet.';

test('/errors lists every code with its message', async ({page}) => {
  await gotoHydrated(page, '/errors');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Production error codes');
  const rows = page.locator('table tbody tr');
  expect(await rows.count()).toBeGreaterThan(30);
  await expect(page.locator('#code-5')).toContainText(MESSAGE_5);
  await expect(page.locator('#code-38')).toContainText(MESSAGE_38);
  // Without a code, nothing is singled out.
  await expect(page.getByRole('heading', {name: /^Error \d+$/})).toHaveCount(0);
});

test('/errors?code=N shows message N first', async ({page}) => {
  await gotoHydrated(page, '/errors?code=38');
  const requested = page.getByRole('region', {name: 'Error 38'});
  await expect(requested).toContainText(MESSAGE_38);
  await expect(requested).toContainText('src/query/react/buildHooks.ts');
  // It comes before the full list.
  const [requestedBox, tableBox] = await Promise.all([
    requested.boundingBox(),
    page.locator('table').boundingBox(),
  ]);
  expect(requestedBox!.y).toBeLessThan(tableBox!.y);
});

test('each code says which builds can throw it', async ({page}) => {
  // 5 comes from a check that production builds leave out; 38 is thrown by both.
  await gotoHydrated(page, '/errors?code=5');
  await expect(page.locator('#code-5')).toContainText('Development only');
  await expect(page.locator('#code-38')).toContainText('Production and development');
  await expect(page.getByRole('region', {name: 'Error 5'})).toContainText(
    'only development builds report it',
  );
  await gotoHydrated(page, '/errors?code=38');
  await expect(page.getByRole('region', {name: 'Error 38'})).toContainText(MESSAGE_38);
  await expect(page.getByRole('region', {name: 'Error 38'})).not.toContainText(
    'only development builds',
  );
});

test.describe('the URL the toolkit prints', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('/Errors?code=N (capital E) lands on /errors and shows message N', async ({page}) => {
    await page.goto('/Errors?code=5');
    await expect(page).toHaveURL('/errors?code=5');
    await expect(page.getByRole('region', {name: 'Error 5'})).toContainText(MESSAGE_5);
  });
});

test('an unknown code says so plainly', async ({page}) => {
  await gotoHydrated(page, '/errors?code=9999');
  await expect(page.getByText('Unknown error code 9999')).toBeVisible();
  await expect(page.getByText(/has no error with code 9999/)).toBeVisible();
});

test('a malformed code says so plainly', async ({page}) => {
  await gotoHydrated(page, '/errors?code=five');
  await expect(page.getByText('Not an error code', {exact: true})).toBeVisible();
  await expect(page.getByText('five is not an error code.')).toBeVisible();
});
