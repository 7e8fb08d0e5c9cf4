import type {Browser, Locator, Page} from '@playwright/test';
import {liveExampleViolations} from './axe';
import {expect, gotoHydrated, test} from './fixtures';

// A reader's edits of live examples are kept and can be shared (src/components/LiveExample/keep.ts,
// useKeptEdits.ts): as a reader edits, navigates, reloads, opens a tab, shares a link, and as
// storage and links fail.

const PAGE = '/api/createAction';
const TYPED = '// my own line';

function firstExample(page: Page): Locator {
  return page.locator('[class*="liveExample_"]').first();
}

/** Opens the first example's editor and types a line at its end, as a reader types. */
async function editFirst(page: Page): Promise<Locator> {
  const example = firstExample(page);
  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox');
  await editor.click();
  // At the top, where the editor always draws it (it draws only the lines near the view).
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type(TYPED, {delay: 20});
  await page.keyboard.press('Enter');
  await expect(example.getByText('Your edited version')).toBeVisible();
  return example;
}

/** Opens `link` as a reader with nothing saved would: in a browser context of its own. */
async function openAsNewReader(browser: Browser, link: string): Promise<Page> {
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(link);
  return reader;
}

/** The saved edits, as the page's storage holds them. */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('live-examples.edit.')),
  );
}

test('an edit survives a click away and Back, a reload and a new tab; Reset forgets it', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, PAGE);
  await editFirst(page);
  // Away before the save's debounce is over: the edit is saved as the panel goes.
  await page.getByRole('link', {name: 'createReducer', exact: true}).first().click();
  await expect(page).toHaveURL(/\/api\/createReducer$/);
  await page.goBack();
  const example = firstExample(page);
  await expect(example.getByRole('textbox')).toContainText(TYPED);
  await expect(example.getByText('Your edited version')).toBeVisible();
  // The restored editor does not take the focus.
  await expect(example.getByRole('textbox')).not.toBeFocused();

  await page.reload();
  await expect(firstExample(page).getByRole('textbox')).toContainText(TYPED);
  const other = await context.newPage();
  await gotoHydrated(other, PAGE);
  await expect(firstExample(other).getByRole('textbox')).toContainText(TYPED);
  await other.close();

  // Never run by itself: no output until Run.
  await expect(firstExample(page).getByRole('log', {name: 'Output'})).toHaveCount(0);
  await firstExample(page).getByRole('button', {name: 'Reset'}).click();
  await expect(firstExample(page).getByRole('textbox')).not.toContainText(TYPED);
  expect(await savedKeys(page)).toEqual([]);
  await page.reload();
  await expect(firstExample(page).getByRole('button', {name: 'Edit'})).toBeVisible();
  await expect(firstExample(page).getByRole('textbox')).toHaveCount(0);
});

test('an edit of older docs code is not loaded over the new code: the reader restores or discards it', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  await editFirst(page);
  await expect.poll(() => savedKeys(page)).toHaveLength(1);
  const [key] = await savedKeys(page);
  // As if the docs' code of the example had changed since: another id under the same slot.
  await page.evaluate((k) => {
    const saved = JSON.parse(localStorage.getItem(k)!);
    localStorage.setItem(k, JSON.stringify({...saved, id: 'older-code'}));
  }, key!);
  await page.reload();
  const example = firstExample(page);
  const notice = example
    .getByRole('status')
    .filter({hasText: 'before its code in the docs changed'});
  await expect(notice).toBeVisible();
  await expect(example.getByRole('textbox')).toHaveCount(0);
  // From the keyboard.
  await notice.getByRole('button', {name: 'Restore my edit'}).focus();
  await page.keyboard.press('Enter');
  await expect(example.getByRole('textbox')).toContainText(TYPED);

  await page.evaluate((k) => {
    const saved = JSON.parse(localStorage.getItem(k)!);
    localStorage.setItem(k, JSON.stringify({...saved, id: 'older-code'}));
  }, key!);
  await page.reload();
  await firstExample(page).getByRole('button', {name: 'Discard it'}).click();
  expect(await savedKeys(page)).toEqual([]);
  await expect(firstExample(page).getByRole('textbox')).toHaveCount(0);
});

test.describe('with a storage that throws', () => {
  // Docusaurus' own storage calls report the same failure.
  test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
  });
  test('editing and running still work, and a note says the edit will not be kept', async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE);
    const example = await editFirst(page);
    await expect(example.getByText('Your edit will not be kept')).toBeVisible();
    await example.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(example.getByRole('log', {name: 'Output'})).toContainText(/assertions passed/, {
      timeout: 15_000,
    });
  });
});

test.describe('Share', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('Share copies a link that loads the edit, with a notice, and runs only on Run', async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, PAGE);
    const example = await editFirst(page);
    await example.getByRole('button', {name: 'Share'}).click();
    await expect(example.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/api\/createAction#live-example=1\.ts\.[\w-]+$/);

    // A reader with nothing saved opens it.
    const reader = await openAsNewReader(browser, link);
    const shared = firstExample(reader);
    await expect(shared.getByRole('textbox')).toContainText(TYPED, {timeout: 15_000});
    await expect(
      shared.getByRole('status').filter({hasText: 'This code came from a link'}),
    ).toBeVisible();
    await expect(shared.getByRole('log', {name: 'Output'})).toHaveCount(0);
    // The fragment is gone from the address; the edit is the reader's own now.
    expect(new URL(reader.url()).hash).toBe('');
    await shared.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(shared.getByRole('log', {name: 'Output'})).toContainText(/assertions passed/, {
      timeout: 15_000,
    });
    await reader.context().close();
  });

  test('a link to a later example, made in the JavaScript tab, opens that tab at that example', async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, PAGE);
    const example = page.locator('[class*="liveExample_"]').nth(4);
    // The code tabs of the page follow one choice: this click shows JavaScript in every pair.
    await example
      .locator('xpath=ancestor::*[.//*[@role="tablist"]][1]')
      .getByRole('tab', {name: 'JavaScript'})
      .click();
    await expect(example.locator('pre.language-js, pre.language-jsx')).toHaveCount(1);
    await example.getByRole('button', {name: 'Edit'}).click();
    await example.getByRole('textbox').click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.type(TYPED, {delay: 20});
    await page.keyboard.press('Enter');
    await example.getByRole('button', {name: 'Share'}).click();
    const link = await example.locator('input[readonly]').inputValue();
    expect(link).toMatch(/#live-example=\d+\.js\./);

    // A reader whose tabs show TypeScript opens it.
    const reader = await openAsNewReader(browser, link);
    const editor = reader.getByRole('textbox').filter({hasText: TYPED});
    await expect(editor).toBeVisible({timeout: 15_000});
    // Its top just under the navbar.
    await expect(editor).toBeInViewport();
    const navbarBottom = await reader
      .locator('.navbar')
      .evaluate((n) => n.getBoundingClientRect().bottom);
    const top = await reader
      .locator('[class*="liveExample_"]')
      .filter({has: editor})
      .evaluate((block) => block.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThan(navbarBottom + 40);
    await reader.context().close();
  });
});

for (const [name, fragment] of [
  ['bad encoding', '#live-example=1.ts.%%%<script>alert(1)</script>'],
  ['not deflated', '#live-example=1.ts.AAAAAAAA'],
  ['huge', `#live-example=1.ts.${'A'.repeat(20_000)}`],
] as const) {
  test(`a hostile link (${name}) shows the docs' code and a note, never an error`, async ({
    page,
  }) => {
    await page.goto(`${PAGE}${fragment}`);
    const example = firstExample(page);
    await expect(
      example.getByRole('status').filter({hasText: "The link's code could not be loaded"}),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(example.getByRole('textbox')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('createAction');
  });
}

test('a link whose files this example does not have (a script for a name) is refused', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  const fragment = await page.evaluate(async () => {
    const payload = {v: 1, id: 'x', files: {'<img src=x onerror=alert(1)>': 'alert(1)'}};
    const stream = new Blob([JSON.stringify(payload)])
      .stream()
      .pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    const text = btoa(String.fromCharCode(...bytes));
    return `#live-example=1.ts.${text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
  });
  // Pasted over the page's own address: only the fragment changes.
  await page.goto(`${PAGE}${fragment}`);
  const example = firstExample(page);
  await expect(example.getByRole('status').first()).toContainText(
    "The link's code could not be loaded: it names files this example does not have",
  );
  await expect(example.getByRole('textbox')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('an edit too long for a link says so, with the figures', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const example = await editFirst(page);
  // Random text does not compress: about 12,000 characters of link.
  const noise = await page.evaluate(() =>
    Array.from(crypto.getRandomValues(new Uint8Array(9000)), (b) => b.toString(36)).join(''),
  );
  await page.keyboard.insertText(`// ${noise}`);
  await example.getByRole('button', {name: 'Share'}).click();
  await expect(
    example.getByText(/too long to share as a link: [\d,]+ characters, over the 8,000/),
  ).toBeVisible();
});

test('Forget all saved edits clears every example’s edit at once', async ({page}) => {
  await gotoHydrated(page, PAGE);
  await editFirst(page);
  const second = page.locator('[class*="liveExample_"]').nth(1);
  await second.getByRole('button', {name: 'Edit'}).click();
  await second.getByRole('textbox').click();
  await page.keyboard.type('// second', {delay: 20});
  await expect.poll(() => savedKeys(page)).toHaveLength(2);
  await second.getByRole('button', {name: 'Forget all saved edits'}).click();
  await expect(second.getByText('2 saved edits forgotten')).toBeVisible();
  expect(await savedKeys(page)).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the notices pass axe in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.goto(`${PAGE}#live-example=1.ts.AAAAAAAA`);
    await expect(firstExample(page).getByRole('status').first()).toContainText(
      'could not be loaded',
    );
    expect(await liveExampleViolations(page)).toEqual([]);
    await gotoHydrated(page, PAGE);
    await editFirst(page);
    expect(await liveExampleViolations(page)).toEqual([]);
  });
}
