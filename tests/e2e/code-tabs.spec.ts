import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

/** The generated TypeScript / JavaScript pairs of a page. */
const pairs = (page: Page): Locator => page.locator('.tabs-container:has(> ul.language-tabs)');

test('TypeScript examples come with a generated JavaScript tab', async ({page}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  const first = pairs(page).first();
  await expect(first.getByRole('tab', {name: 'TypeScript'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await first.getByRole('tab', {name: 'JavaScript'}).click();
  const js = first.locator('[role=tabpanel]:not([hidden])');
  await expect(js).toContainText('createSlice');
  // Types are erased: no annotations survive in the JavaScript tab.
  await expect(js).not.toContainText(': UnknownAction');
  await expect(js).not.toContainText('import type');
});

test('the language choice follows the reader to the next page and survives a reload', async ({
  page,
}) => {
  await gotoHydrated(page, '/introduction/getting-started');
  await pairs(page).first().getByRole('tab', {name: 'JavaScript'}).click();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).toBe('js');
  // Every pair on the page switched with it.
  const tabs = pairs(page).getByRole('tab', {name: 'JavaScript'});
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++)
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');

  // A client-side navigation to another page with examples.
  await page
    .locator('aside.theme-doc-sidebar-container')
    .getByRole('link', {name: 'Redux Toolkit Quick Start'})
    .click();
  await expect(page).toHaveURL('/tutorials/quick-start');
  await expect(pairs(page).first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.reload();
  await expect(pairs(page).first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a type query shows the compiler-checked type under its name in both tabs', async ({page}) => {
  await gotoHydrated(page, '/api/createAction');
  const pair = pairs(page).filter({hasText: 'todosReducer'}).first();
  for (const language of ['TypeScript', 'JavaScript']) {
    await pair.getByRole('tab', {name: language}).click();
    const code = pair.locator('[role=tabpanel]:not([hidden]) code');
    // The stated type is drawn as code in a box, not as comment text.
    await expect(code.locator('.token.type-query')).toHaveText([
      '{ id: string; text: string; done: boolean; }',
      'string',
    ]);
    // Each caret sits under the name it asks about, on the line above.
    const lines = (await code.innerText()).split('\n');
    const queries = lines.flatMap((line, i) => (line.includes('^?') ? [i] : []));
    expect(queries).toHaveLength(2);
    for (const i of queries) {
      const caret = lines[i]!.indexOf('^');
      expect(
        lines[i - 1]!.slice(caret, caret + 'payload'.length),
        `${language}: ${lines[i - 1]}`,
      ).toBe('payload');
    }
  }
});
