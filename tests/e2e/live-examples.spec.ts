import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';
import {chunk} from './built-routes';

// Every `run` block has Run and Edit buttons that run it in the page, in a sandboxed iframe
// (src/components/LiveExample, src/plugins/live-examples). These specs drive them as a reader.

const LIVE_DIR = path.resolve(__dirname, '../../build/live');

/** The pages with live examples, from the build's data: `/api/createAction` and so on. */
function livePages(dir = LIVE_DIR, prefix = '/'): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      if (entry.isDirectory())
        return livePages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      return entry.name.endsWith('.json')
        ? [`${prefix}${entry.name.slice(0, -'.json'.length)}`]
        : [];
    })
    .sort();
}

function examplesOf(page: Page): Locator {
  return page.locator('[class*="liveExample_"]');
}

const SUMMARY = /\d+ assertions? passed|Assertion failed|Error|Could not run|Stopped after/;

/** Presses Run on the `index`th example and returns its log's text once the run has ended. */
async function runExample(page: Page, index: number): Promise<string> {
  const example = examplesOf(page).nth(index);
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText(SUMMARY, {timeout: 15_000});
  return log.innerText();
}

test.describe('parity with the Node run', () => {
  // Long: each chunk runs every example of its pages, one after another.
  test.describe.configure({timeout: 240_000});
  const pages = livePages();
  for (const [n, slice] of chunk(pages, 12).entries()) {
    test(`every example passes in the browser, pages ${n * 12 + 1}–${n * 12 + slice.length}`, async ({
      page,
    }) => {
      const failures: string[] = [];
      let ran = 0;
      for (const route of slice) {
        await gotoHydrated(page, route);
        const count = await examplesOf(page).count();
        for (let i = 0; i < count; i++) {
          const text = await runExample(page, i);
          ran++;
          if (!/\d+ assertions? passed/.test(text)) failures.push(`${route} #${i + 1}: ${text}`);
        }
      }
      console.log(`ran ${ran} examples on ${slice.length} pages, ${failures.length} failed`);
      expect(failures).toEqual([]);
    });
  }
});

test('a run shows the output, the summary and the run time', async ({page}) => {
  await gotoHydrated(page, '/api/createAction');
  const text = await runExample(page, 0);
  expect(text).toMatch(/\d+ assertions? passed · \d+ ms/);
  // Nothing ran before the reader asked.
  expect(await examplesOf(page).nth(1).getByRole('log').count()).toBe(0);
});

test('an edit that breaks an assertion shows the failure with both values', async ({page}) => {
  await gotoHydrated(page, '/api/createAction');
  const example = examplesOf(page).first();
  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type("\nassert.equal(1 + 1, 3, 'arithmetic')\n");
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText('Assertion failed: arithmetic', {timeout: 15_000});
  await expect(log).toContainText('Expected');
  await expect(log).toContainText('Actual');
  await expect(log.locator('dd').first()).toHaveText('3');
  await expect(log.locator('dd').nth(1)).toHaveText('2');
  await expect(log).toContainText('without type checking');
  // Reset brings the original back, and it passes again.
  await example.getByRole('button', {name: 'Reset'}).click();
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(log).toContainText(/\d+ assertions? passed/, {timeout: 15_000});
});

test('code in the sandbox cannot read the site storage, and an endless loop is stopped', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/api/createAction');
  await page.evaluate(() => localStorage.setItem('live-example-secret', 'site data'));
  const example = examplesOf(page).first();
  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(
    "let read = 'nothing'\ntry { read = String(localStorage.getItem('live-example-secret')) } catch (e) { read = (e as Error).name }\nconsole.log('storage:', read)\n",
  );
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText('storage: null', {timeout: 15_000});
  await expect(log).not.toContainText('site data');

  await page.keyboard.press('Escape');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('while (true) {}\n');
  const started = Date.now();
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  // The page stays responsive while the sandbox spins.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await expect(log).toContainText('Stopped after 10 s', {timeout: 20_000});
  expect(Date.now() - started).toBeGreaterThan(9_000);
});
