import type {Locator, Page} from '@playwright/test';
import {liveExampleViolations} from './axe';
import {expect, gotoHydrated, test} from './fixtures';
import {runEdited} from './edited-run';

// The Actions view of a live example (src/components/LiveExample/Actions.tsx): what the sandbox's
// DevTools hook (src/live-examples/runtime/devtools.ts) reports of the example's stores, as a
// reader sees it and moves through it.

/** The example right before the heading with this id. */
function exampleBefore(page: Page, headingId: string): Locator {
  return page.locator(
    `xpath=//*[@id="${headingId}"]/preceding::*[contains(@class, "liveExample_")][1]`,
  );
}

/** The example right after the heading with this id. */
function exampleAfter(page: Page, headingId: string): Locator {
  return page.locator(
    `xpath=//*[@id="${headingId}"]/following::*[contains(@class, "liveExample_")][1]`,
  );
}

async function runAndOpenActions(example: Locator): Promise<void> {
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(example.getByRole('log', {name: 'Output'})).toContainText(/\d+ assertions? passed/, {
    timeout: 15_000,
  });
  await example.getByRole('tab', {name: /^Actions/}).click();
}

test("the Quick Start's replay lists counter/increment with the change it made", async ({page}) => {
  await gotoHydrated(page, '/tutorials/quick-start');
  const example = exampleBefore(page, 'devtools');
  await runAndOpenActions(example);
  const list = example.getByRole('listbox', {name: 'Actions of store 1'});
  const increment = list.getByRole('option', {name: /counter\/increment/});
  await expect(increment).toHaveCount(1);
  await expect(increment).toContainText('counter.value: 0 → 1');
  // The async thunk's actions follow, each with what it changed.
  await expect(list.getByRole('option', {name: /counter\/fetchCount\/pending/})).toHaveCount(2);
  await expect(
    list.getByRole('option', {name: /counter\/fetchCount\/fulfilled/}).first(),
  ).toContainText('counter.value: 1 → 3 (+1 more)');

  await increment.click();
  const details = example.getByRole('region', {name: /^Action 2 of store 1$/});
  await expect(details).toContainText('counter/increment');
  await expect(details.getByRole('listitem')).toHaveText(['counter.value: 0 → 1']);
  await expect(details.getByLabel('State of store 1 after action 2')).toHaveText(
    "{ counter: { value: 1, status: 'idle' } }",
  );
});

test('an RTK Query example folds its requests, and a click in its app adds entries live', async ({
  page,
}) => {
  await gotoHydrated(page, '/rtk-query/usage/examples');
  const example = exampleAfter(page, 'posts-try');
  await runAndOpenActions(example);
  const list = example.getByRole('listbox', {name: /^Actions of /});
  const getPosts = list.getByRole('group', {name: 'getPosts(undefined) query'}).first();
  await expect(getPosts.getByRole('option')).toHaveCount(2);
  await expect(getPosts.getByRole('option').nth(0)).toContainText('pending');
  await expect(getPosts.getByRole('option').nth(1)).toContainText('fulfilled');
  // RTK Query's bookkeeping is behind the switch.
  await expect(list.getByRole('option', {name: /config\/middlewareRegistered/})).toHaveCount(0);
  await example.getByRole('checkbox', {name: /Show RTK Query's internal actions/}).check();
  await expect(list.getByRole('option', {name: /config\/middlewareRegistered/})).toHaveCount(1);
  await example.getByRole('checkbox', {name: /Show RTK Query's internal actions/}).uncheck();

  const options = await list.getByRole('option').count();
  const app = example.frameLocator('iframe:not([hidden])');
  await app.getByPlaceholder('New post title').fill('Typed by the reader');
  await app.getByRole('button', {name: 'Add post'}).click();
  await expect(app.getByText('Typed by the reader')).toBeVisible();
  const addPost = list.getByRole('group', {name: /^addPost\(.*Typed by the reader.*\) mutation$/});
  await expect(addPost.getByRole('option')).toHaveCount(2);
  expect(await list.getByRole('option').count()).toBeGreaterThan(options + 2);
});

test("the RTK Query tutorial's first run shows what its docs say of it", async ({page}) => {
  await gotoHydrated(page, '/tutorials/rtk-query');
  const example = exampleBefore(page, 'query-hooks');
  await runAndOpenActions(example);
  const request = example
    .getByRole('listbox', {name: 'Actions of store 1'})
    .getByRole('group', {name: 'getPosts(undefined) query'});
  await expect(request.getByRole('option')).toHaveCount(2);
  await request.getByRole('option', {name: /fulfilled/}).click();
  const changes = example
    .getByRole('region', {name: /^Action \d+ of store 1$/})
    .getByRole('listitem');
  await expect(changes.first()).toHaveText(
    `postsApi.queries["getPosts(undefined)"].status: 'pending' → 'fulfilled'`,
  );
  await expect(changes.nth(1)).toContainText('postsApi.queries["getPosts(undefined)"].data added');
});

test('the tabs and the list work from the keyboard alone', async ({page}) => {
  await gotoHydrated(page, '/tutorials/quick-start');
  const example = exampleBefore(page, 'devtools');
  await example.getByRole('button', {name: 'Run', exact: true}).focus();
  await page.keyboard.press('Enter');
  await expect(example.getByRole('log', {name: 'Output'})).toContainText(/assertions? passed/, {
    timeout: 15_000,
  });
  const output = example.getByRole('tab', {name: 'Output'});
  await output.focus();
  await page.keyboard.press('ArrowRight');
  const actionsTab = example.getByRole('tab', {name: /^Actions/});
  await expect(actionsTab).toBeFocused();
  await expect(actionsTab).toHaveAttribute('aria-selected', 'true');
  const list = example.getByRole('listbox', {name: 'Actions of store 1'});
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list).toBeFocused();
  const selected = list.locator('[aria-selected="true"]');
  // The latest action is selected until the reader moves.
  const last = list.getByRole('option').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(selected).toContainText('@@INIT');
  await expect(example.getByRole('region', {name: 'Action 1 of store 1'})).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(selected).toContainText('counter/increment');
  await expect(list).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!);
  await page.keyboard.press('End');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(last).toHaveAttribute('aria-selected', 'false');
  // Back to the output, from the keyboard.
  await actionsTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(output).toHaveAttribute('aria-selected', 'true');
  await expect(example.getByRole('log', {name: 'Output'})).toBeVisible();
});

test('a store that never asked for the DevTools says so', async ({page}) => {
  const log = await runEdited(
    page,
    [
      "import { configureStore, createStore } from '@reduxjs/toolkit'",
      'const quiet = configureStore({ reducer: (state: number = 0) => state, devTools: false })',
      'const plain = createStore((state: number = 0) => state)',
      "const named = configureStore({ reducer: (state: number = 0) => state + 1, devTools: { name: 'Named' } })",
      "named.dispatch({ type: 'bump' })",
      'console.log(quiet.getState(), plain.getState(), named.getState())',
    ].join('\n'),
  );
  await expect(log).toContainText('0 0 2');
  const example = page.locator('[class*="liveExample_"]').first();
  await example.getByRole('tab', {name: /^Actions/}).click();
  const stores = example.getByRole('region', {name: /^store \d$/});
  await expect(stores).toHaveCount(2);
  for (const store of await stores.all()) {
    await expect(store).toContainText('This store does not report to DevTools');
  }
  await expect(
    example.getByRole('listbox', {name: 'Actions of Named'}).getByRole('option'),
  ).toHaveText([/@@INIT/, /bump.*\(state\): 1 → 2/]);
});

test('a store that dispatches without end is recorded up to the cap, with a note', async ({
  page,
}) => {
  const log = await runEdited(
    page,
    [
      "import { configureStore } from '@reduxjs/toolkit'",
      'const store = configureStore({ reducer: (state: number = 0) => state + 1 })',
      "for (let i = 0; i < 1200; i++) store.dispatch({ type: 'tick' })",
      'console.log(store.getState())',
    ].join('\n'),
  );
  await expect(log).toContainText('1201');
  const example = page.locator('[class*="liveExample_"]').first();
  await expect(example.getByRole('tab', {name: /^Actions/})).toContainText('1,000');
  await example.getByRole('tab', {name: /^Actions/}).click();
  await expect(example.getByText('Recording stopped after 1,000 actions')).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the Actions view passes axe in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await gotoHydrated(page, '/rtk-query/usage/examples');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const example = exampleAfter(page, 'posts-try');
    await runAndOpenActions(example);
    await example.getByRole('checkbox', {name: /internal actions/}).check();
    await example.getByRole('listbox').first().focus();
    expect(await liveExampleViolations(page)).toEqual([]);
  });
}
