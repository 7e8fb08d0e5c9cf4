import fs from 'node:fs';
import path from 'node:path';
import type {Frame, Locator, Page} from '@playwright/test';
import {liveExampleViolations} from './axe';
import {expect, gotoHydrated, test} from './fixtures';
import {chunk, LIVE_DIR, livePages} from './built-routes';
import {RUN_ALL_IN_PAGE, RUN_ENDED} from './run-all';
import {runEdited} from './edited-run';
import {OWN_THREAD_BUSY_LIMIT_MS} from '../../src/live-examples/protocol';

// Every `run` block has Run and Edit buttons that run it in the page, in a sandboxed iframe
// (src/components/LiveExample, src/plugins/live-examples). These specs drive them as a reader.

function examplesOf(page: Page): Locator {
  return page.locator('[class*="liveExample_"]');
}

/** Presses Run on the `index`th example and returns its log's text once the run has ended. */
async function runExample(page: Page, index: number): Promise<string> {
  const example = examplesOf(page).nth(index);
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText(RUN_ENDED, {timeout: 15_000});
  return log.innerText();
}

// `npm run test:parity:throttled`: every example three times with the CPU throttled 4×, in the
// page and in each sandbox (Chromium runs the sandbox in a process of its own), as on a slow
// phone. An example that waits a fixed time for something asynchronous fails there.
const CPU_THROTTLE = Number(process.env.PARITY_CPU_THROTTLE ?? 1);
const REPEAT = Number(process.env.PARITY_REPEAT ?? 1);

/** Throttles the page's CPU and that of every frame with a process of its own, from now on. */
async function throttle(page: Page, rate: number): Promise<() => number> {
  const throttled = new WeakSet<Page | Frame>();
  let frames = 0;
  const slow = async (target: Page | Frame) => {
    if (throttled.has(target)) return;
    throttled.add(target);
    const session = await page.context().newCDPSession(target);
    await session.send('Emulation.setCPUThrottlingRate', {rate});
    if (target !== page) frames++;
  };
  await slow(page);
  // A frame in the page's own process has no session of its own: the page's throttle covers it.
  const onFrame = (frame: Frame) => void slow(frame).catch(() => throttled.delete(frame));
  page.on('frameattached', onFrame);
  page.on('framenavigated', onFrame);
  return () => frames;
}

test.describe('parity with the Node run', () => {
  // Long: each chunk runs every example of its pages, one after another.
  test.describe.configure({mode: 'parallel', timeout: 240_000 * CPU_THROTTLE * REPEAT});
  // PARITY_ROUTES=/a,/b: only those pages (to re-run the ones a throttled run failed on).
  const only = process.env.PARITY_ROUTES?.split(',');
  const pages = livePages().filter((route) => !only || only.includes(route));
  // 8 pages a test: 12 (up to 147 examples) took 2.9 min on a quiet machine and ran past the
  // 4-minute timeout on a loaded one.
  const PAGES_PER_TEST = 8;
  for (const [n, slice] of chunk(pages, PAGES_PER_TEST).entries()) {
    const first = n * PAGES_PER_TEST + 1;
    test(`every example passes in the browser, pages ${first}–${first + slice.length - 1}`, async ({
      page,
    }) => {
      const throttledFrames = CPU_THROTTLE > 1 ? await throttle(page, CPU_THROTTLE) : () => 0;
      const failures: string[] = [];
      let ran = 0;
      for (let round = 1; round <= REPEAT; round++) {
        for (const route of slice) {
          await gotoHydrated(page, route);
          const texts = await page.evaluate(RUN_ALL_IN_PAGE, RUN_ENDED.source);
          for (const [i, text] of texts.entries()) {
            ran++;
            if (!/\d+ assertions? passed/.test(text)) {
              failures.push(`${route} #${i + 1}${REPEAT > 1 ? ` (round ${round})` : ''}: ${text}`);
            }
          }
        }
      }
      const how =
        CPU_THROTTLE > 1
          ? `, CPU ${CPU_THROTTLE}× slower (${throttledFrames()} sandbox processes)`
          : '';
      console.log(
        `ran ${ran} runs of examples on ${slice.length} pages${how}, ${failures.length} failed`,
      );
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

test('code in the sandbox cannot read the site storage, and a run that never ends is stopped after 10 s', async ({
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
  // A timer that never ends the run (an endless loop is the guard's: tests/engines/loops.spec.ts).
  await page.keyboard.type("console.log('before')\nsetInterval(() => {}, 1000)\n");
  const started = Date.now();
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(log).toContainText('before', {timeout: 15_000});
  await expect(log).toContainText('Stopped after 10 s', {timeout: 20_000});
  expect(Date.now() - started).toBeGreaterThan(9_000);
});

test('a React example shows its app in the sandbox, and a click updates it', async ({page}) => {
  await gotoHydrated(page, '/rtk-query/usage/examples');
  // The first example under "Try it" of the posts list.
  const example = page.locator(
    'xpath=//h3[@id="posts-try"]/following::*[contains(@class, "liveExample_")][1]',
  );
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(example.getByRole('log', {name: 'Output'})).toContainText(/\d+ assertions passed/, {
    timeout: 15_000,
  });
  const app = example.frameLocator('iframe:not([hidden])');
  await expect(app.getByRole('heading', {name: 'Posts'})).toBeVisible();
  await app.getByPlaceholder('New post title').fill('Typed by the reader');
  await app.getByRole('button', {name: 'Add post'}).click();
  await expect(app.getByText('Typed by the reader')).toBeVisible();
  // The app follows the site's colour mode.
  const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /mode/});
  for (const mode of ['dark', 'light'] as const) {
    while ((await page.locator('html').getAttribute('data-theme')) !== mode) await toggle.click();
    await expect(app.locator('html')).toHaveAttribute('data-theme', mode);
  }
});

test('runs make no request to another origin, and break no Content-Security-Policy', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('blob:') || url.startsWith('data:')) {
      return route.continue();
    }
    elsewhere.push(url);
    return route.abort();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {violations: string[]}).violations ??= [];
      (window as unknown as {violations: string[]}).violations.push(event.violatedDirective);
    });
  });
  await gotoHydrated(page, '/rtk-query/usage/queries');
  const text = await runExample(page, 0);
  expect(text).toMatch(/\d+ assertions? passed/);
  expect(
    await page.evaluate(() => (window as unknown as {violations?: string[]}).violations ?? []),
  ).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("a tutorial's example edits the files the reader has at its step, named as the reader names them", async ({
  page,
}) => {
  // The TypeScript quick start is step-wise (code_steps: true): its first example runs with the
  // slice of the slice step, its fifth (the async thunk step) with the slice that step rewrote.
  await gotoHydrated(page, '/tutorials/typescript');
  const sliceAt = async (index: number) => {
    const example = examplesOf(page).nth(index);
    await example.getByRole('button', {name: 'Edit'}).click();
    const tabs = example.getByRole('group', {name: 'Files of this example'}).getByRole('button');
    expect(await tabs.allInnerTexts()).not.toContainEqual(expect.stringContaining('step-'));
    await tabs.filter({hasText: 'src/features/counter/counterSlice.ts'}).click();
    return example.getByRole('textbox');
  };
  const first = await sliceAt(0);
  await expect(first).toContainText('incrementedBy(state, action: PayloadAction<number>)');
  await expect(first).not.toContainText('status');
  await expect(await sliceAt(4)).toContainText("status: 'idle' | 'loading' | 'failed'");
});

test('Run, Edit and Reset work from the keyboard alone', async ({page}) => {
  await gotoHydrated(page, '/api/createAction');
  const example = examplesOf(page).first();
  const run = example.getByRole('button', {name: 'Run', exact: true});
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(example.getByRole('log', {name: 'Output'})).toContainText(/assertions? passed/, {
    timeout: 15_000,
  });
  await page.keyboard.press('Tab');
  await expect(example.getByRole('button', {name: 'Edit'})).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = example.getByRole('textbox');
  await expect(editor).toBeFocused();
  await page.keyboard.type('// typed\n');
  // Escape, then Tab, leaves the editor instead of indenting.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  const reset = example.getByRole('button', {name: 'Reset'});
  await expect(reset).toBeEnabled();
  // Reset turns itself off, and the keyboard stays on it.
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(reset).toBeDisabled();
  await expect(reset).toBeFocused();
  await expect(editor).not.toContainText('// typed');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the panel and the editor pass axe in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await gotoHydrated(page, '/api/createAction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await runExample(page, 0);
    await examplesOf(page).nth(1).getByRole('button', {name: 'Edit'}).click();
    await expect(examplesOf(page).nth(1).getByRole('textbox')).toBeVisible();
    expect(await liveExampleViolations(page)).toEqual([]);
  });
}

test.describe('at 412 px', () => {
  test.use({viewport: {width: 412, height: 900}});
  test('the buttons and the output fit the page', async ({page}) => {
    await gotoHydrated(page, '/rtk-query/usage/queries');
    await runExample(page, 0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const log = examplesOf(page).first().getByRole('log');
    const box = (await log.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(412);
  });
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});
  test('run blocks read as before, with no buttons', async ({page}) => {
    await page.goto('/api/createAction');
    await expect(page.locator('.live-example-toolbar').first()).toBeHidden();
    await expect(page.getByRole('button', {name: 'Run', exact: true})).toHaveCount(0);
    await expect(page.locator('pre').first()).toBeVisible();
  });
});

test('a flood of output is capped with a note, and the run still ends', async ({page}) => {
  await gotoHydrated(page, '/api/createAction');
  const example = examplesOf(page).first();
  await example.getByRole('button', {name: 'Edit'}).click();
  await example.getByRole('textbox').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('for (let i = 0; i < 5000; i++) console.log(i)\n');
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText('0 assertions passed', {timeout: 15_000});
  await expect(log).toContainText('Output stopped after 1,000 lines');
  // Lines 0-999 are shown, in order, and nothing after them.
  await expect(log.locator('pre').first()).toHaveText('0');
  await expect(log.locator('pre').nth(999)).toHaveText('999');
  await expect(log.getByText('1000', {exact: true})).toHaveCount(0);
});

test('a run block marked no-browser shows no buttons', async ({page}) => {
  // setupListeners has one run block that swaps in a stand-in window (no-browser).
  const data = JSON.parse(
    fs.readFileSync(path.join(LIVE_DIR, 'rtk-query/api/setupListeners.json'), 'utf8'),
  ) as {examples: Record<string, unknown>};
  const markdown = fs.readFileSync(
    path.resolve(__dirname, '../../docs/rtk-query/api/setupListeners.mdx'),
    'utf8',
  );
  const runBlocks = markdown.match(/^```tsx? run\b/gm)!.length;
  const noBrowser = markdown.match(/^```tsx? run no-browser="/gm)!.length;
  expect(noBrowser).toBe(1);
  await gotoHydrated(page, '/rtk-query/api/setupListeners');
  await expect(examplesOf(page)).toHaveCount(runBlocks - noBrowser);
  expect(Object.keys(data.examples)).toHaveLength(runBlocks - noBrowser);
});

test('the JavaScript tab runs its JavaScript, and an error points at its line', async ({page}) => {
  await gotoHydrated(page, '/api/createAction');
  const pair = page
    .locator('.tabs-container:has(> ul.language-tabs):has([class*="liveExample_"])')
    .first();
  await pair.getByRole('tab', {name: 'JavaScript'}).click();
  const example = pair.locator('[class*="liveExample_"]');
  await expect(example.locator('code')).not.toContainText('import type');
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText(/\d+ assertions? passed/, {timeout: 15_000});

  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(
    "const answer = 42\n\nthrow new Error('from the JavaScript tab ' + answer)\n",
  );
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(log).toContainText('Error: from the JavaScript tab 42', {timeout: 15_000});
  await expect(log).toContainText('At line 3, column 7');
});

test('an import the sandbox cannot give names the package and lists those it has', async ({
  page,
}) => {
  const log = await runEdited(
    page,
    "console.log('first')\nimport _ from 'lodash'\nconsole.log(_)\n",
  );
  await expect(log).toContainText("Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'lodash'", {
    timeout: 15_000,
  });
  await expect(log).toContainText('At line 2, column');
  await expect(log).toContainText('Live examples can import: @reduxjs/toolkit, ');
  // Imports come first: nothing of the example ran.
  await expect(log).not.toContainText('first');
});

test('where the sandbox has a process of its own, a long computation runs and an endless loop still stops', async ({
  page,
}) => {
  // Chromium runs the sandbox frame in its own process: the page's probe finds that, and the
  // guard allows OWN_THREAD_BUSY_LIMIT_MS (tests/engines/loops.spec.ts: the page's own thread).
  const log = await runEdited(
    page,
    "const start = performance.now()\nwhile (performance.now() - start < 1000) {}\nconsole.log('computed')\nwhile (true) {}\n",
  );
  const run = page
    .locator('[class*="liveExample_"]')
    .first()
    .getByRole('button', {name: 'Run', exact: true});
  // Only an early answer proves a process of its own, and a busy runner can make the page read
  // it late: then the run has the strict limit, and the next run's new sandbox is probed again.
  for (let attempt = 1; ; attempt++) {
    await expect(log).toContainText('without a break', {timeout: 15_000});
    if ((await log.innerText()).includes('computed')) break;
    expect(attempt, 'runs until a probe found the process of its own').toBeLessThan(5);
    await run.click();
    await expect(log).not.toContainText('without a break');
  }
  await expect(log).toContainText(
    `Stopped: the example ran ${OWN_THREAD_BUSY_LIMIT_MS / 1000} s without a break.`,
  );
  await expect(log).toContainText('At line 4, column');
});

test('a slow sandbox start is not the example’s time: the 10 s stop counts from its code', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Every sandbox document arrives 11 s late, as on a very slow device: longer than the stop.
  await page.route('**/live/sandbox*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await route.continue();
  });
  await gotoHydrated(page, '/api/createAction');
  const example = examplesOf(page).first();
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText(/\d+ assertions? passed/, {timeout: 30_000});
  await expect(log).not.toContainText('Stopped');
});

test('values print as Node prints them: short objects on one line, errors with the reader’s frames', async ({
  page,
}) => {
  const log = await runEdited(
    page,
    [
      "import assert from 'node:assert/strict'",
      "import {configureStore, createSlice} from '@reduxjs/toolkit'",
      "const slice = createSlice({name: 'counter', initialState: {value: 0}, reducers: {incremented: (s) => { s.value++ }}})",
      'const store = configureStore({reducer: {counter: slice.reducer}})',
      'console.log({total: 1})',
      "console.log([1, 'two', {three: 3}])",
      'console.log(store.getState())',
      "function load() { return new Error('boom') }",
      'console.log({error: load()})',
      'console.log(store)',
      'console.log(slice.actions.incremented)',
      'assert.deepEqual(store.getState(), {counter: {value: 1}})',
      '',
    ].join('\n'),
  );
  // A failed deep comparison: the summary ends at Node's message, the values print as Node's.
  await expect(log).toContainText(
    /Assertion failed: Expected values to be strictly deep-equal · \d+ ms/,
    {timeout: 15_000},
  );
  await expect(log.locator('dd')).toHaveText([
    '{ counter: { value: 1 } }',
    '{ counter: { value: 0 } }',
  ]);
  // What `node example.ts` prints for the same code (Node 24 runs TypeScript).
  await expect(log.locator(':scope > pre')).toHaveText([
    '{ total: 1 }',
    "[ 1, 'two', { three: 3 } ]",
    '{ counter: { value: 0 } }',
    [
      '{',
      '  error: Error: boom',
      '      at load (example.ts:8:26)',
      '      at example.ts:9:21',
      '}',
    ].join('\n'),
    // Package functions keep their names (esbuild's keepNames for the core group, bundle.ts).
    [
      '{',
      '  dispatch: [Function (anonymous)],',
      '  subscribe: [Function: subscribe],',
      '  getState: [Function: getState],',
      '  replaceReducer: [Function: replaceReducer],',
      "  '@@observable': [Function: observable]",
      '}',
    ].join('\n'),
    [
      '[Function: actionCreator] {',
      '  toString: [Function (anonymous)],',
      "  type: 'counter/incremented',",
      '  match: [Function (anonymous)]',
      '}',
    ].join('\n'),
  ]);
});

test('a syntax error names the reader’s file, line and column in both tabs, and the editor marks the line', async ({
  page,
}) => {
  await gotoHydrated(page, '/tutorials/typescript');
  // The TypeScript tab: an imported file of a step-wise example.
  const example = examplesOf(page).first();
  await example.getByRole('button', {name: 'Edit'}).click();
  await example
    .getByRole('group', {name: 'Files of this example'})
    .getByRole('button', {name: 'src/features/counter/counterSlice.ts'})
    .click();
  await example.getByRole('textbox').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.insertText('const broken = (1, \n');
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  const log = example.getByRole('log', {name: 'Output'});
  await expect(log).toContainText('SyntaxError: Unexpected token', {timeout: 15_000});
  await expect(log).toContainText(
    /At line 2, column \d+ of src\/features\/counter\/counterSlice\.ts/,
  );
  await expect(log).not.toContainText(/__block|Error transforming|step-/);
  await expect(example.locator('.live-failedLine')).toHaveText(/./);
  // An edit takes the mark away until the next run.
  await example.getByRole('textbox').click();
  await page.keyboard.type(' ');
  await expect(example.locator('.live-failedLine')).toHaveCount(0);

  // The JavaScript tab: its own block, named as the page names it (no internal name).
  await gotoHydrated(page, '/api/createAction');
  const pair = page
    .locator('.tabs-container:has(> ul.language-tabs):has([class*="liveExample_"])')
    .first();
  await pair.getByRole('tab', {name: 'JavaScript'}).click();
  const js = pair.locator('[class*="liveExample_"]');
  await js.getByRole('button', {name: 'Edit'}).click();
  await js.getByRole('textbox').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('const a = 1\nconst b = [1,, 2\nconsole.log(a, b)\n');
  await js.getByRole('button', {name: 'Run', exact: true}).click();
  const jsLog = js.getByRole('log', {name: 'Output'});
  await expect(jsLog).toContainText('SyntaxError: Unexpected token', {timeout: 15_000});
  await expect(jsLog.locator('.live-where')).toHaveText(/^At line 3, column \d+$/);
  await expect(jsLog).not.toContainText(/__block|\.ts|Error transforming/);
  await expect(js.locator('.live-failedLine')).toHaveText('console.log(a, b)');
});
