import {expect, gotoHydrated, test} from './fixtures';

const NAV_ENTRIES = [
  {
    name: 'Getting Started',
    url: '/introduction/getting-started',
    h1: 'Getting Started with Redux Toolkit',
  },
  {name: 'Tutorials', url: '/tutorials/overview'},
  {name: 'Usage Guide', url: '/usage/usage-guide'},
  {name: 'API', url: '/api/configureStore'},
  {name: 'RTK Query', url: '/rtk-query/overview'},
];

test.describe('navbar', () => {
  for (const entry of NAV_ENTRIES) {
    test(`"${entry.name}" leads to ${entry.url} and is marked active there`, async ({page}) => {
      await gotoHydrated(page, '/');
      const navbar = page.getByRole('navigation', {name: 'Main'});
      await navbar.getByRole('link', {name: entry.name, exact: true}).click();
      await expect(page).toHaveURL(entry.url);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(navbar.getByRole('link', {name: entry.name, exact: true})).toHaveClass(
        /navbar__link--active/,
      );
    });
  }

  test('links to the repository in a new tab', async ({page}) => {
    await gotoHydrated(page, '/');
    const github = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Redux Toolkit repository on GitHub'});
    await expect(github).toHaveAttribute('href', 'https://github.com/reduxjs/redux-toolkit');
    await expect(github).toHaveAttribute('target', '_blank');
  });

  test('has the logo linking home, a search button and the colour-mode toggle', async ({page}) => {
    await gotoHydrated(page, '/tutorials/overview');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('img', {name: 'Redux Toolkit logo'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
    await expect(
      navbar.getByRole('button', {name: /dark mode|light mode|system mode/i}),
    ).toBeVisible();
    await navbar
      .getByRole('link', {name: /Redux Toolkit logo/})
      .first()
      .click();
    await expect(page).toHaveURL('/');
  });

  test('hides when scrolling down and returns when scrolling up', async ({page}) => {
    // Long enough to scroll, light enough to hydrate quickly on a busy runner.
    await gotoHydrated(page, '/introduction/why-rtk-is-redux-today');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    // Scroll well past the navbar height, one wheel step at a time as a reader would.
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(navbar).toBeInViewport();
  });

  test('is fixed to the top of the page', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar--fixed-top/);
  });
});

test.describe('footer', () => {
  test('has the Docs, Community and More groups with their links', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const titles = footer.locator('.footer__title');
    await expect(titles).toHaveText(['Docs', 'Community', 'More']);
    await expect(footer.getByRole('link', {name: 'Getting Started'})).toHaveAttribute(
      'href',
      '/introduction/getting-started',
    );
    await expect(footer.getByRole('link', {name: /Stack Overflow/})).toHaveAttribute(
      'href',
      'https://stackoverflow.com/questions/tagged/redux',
    );
    await expect(footer.getByRole('link', {name: /Discord/})).toHaveAttribute('href', /reactiflux/);
    await expect(footer.getByRole('link', {name: /GitHub Discussions/})).toHaveAttribute(
      'href',
      'https://github.com/reduxjs/redux-toolkit/discussions',
    );
    await footer.getByRole('link', {name: 'Error codes'}).click();
    await expect(page).toHaveURL('/errors');
  });

  test('has the logo and the copyright from 2015 to the build year', async ({page}) => {
    await gotoHydrated(page, '/introduction/getting-started');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', {name: 'Redux Toolkit logo'})).toBeVisible();
    const year = new Date().getFullYear();
    await expect(footer.locator('.footer__copyright')).toHaveText(
      `Copyright © 2015–${year} the Redux Toolkit documentation authors.`,
    );
  });
});

test.describe('home page', () => {
  test('says what the toolkit is and offers ways in', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Redux Toolkit');
    await expect(page.getByText('npm install @reduxjs/toolkit react-redux')).toBeVisible();
    await expect(page.getByText('createSlice({', {exact: false}).first()).toBeVisible();
    const paths = page.getByRole('region', {name: 'Where to go next'});
    for (const [name, href] of [
      ['Tutorials', '/tutorials/overview'],
      ['API reference', '/api/configureStore'],
      ['RTK Query', '/rtk-query/overview'],
    ]) {
      await expect(paths.getByRole('link', {name, exact: true})).toHaveAttribute('href', href!);
    }
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL('/introduction/getting-started');
  });

  test('remembers the package manager chosen in the install tabs', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page.getByText('pnpm add @reduxjs/toolkit react-redux')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe(
      'pnpm',
    );
    await page.reload();
    await expect(page.getByText('pnpm add @reduxjs/toolkit react-redux')).toBeVisible();
  });
});
