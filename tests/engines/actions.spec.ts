import {waitFor, type EnginePage} from './driver';
import {clickButton, editAndRun, logOf} from './examples';
import {expect, open, test} from './fixtures';

// The Actions view of live examples in every engine (tests/e2e/live-actions.spec.ts covers it in
// depth in Chromium): the sandbox's DevTools hook reports the example's stores
// (src/live-examples/runtime/devtools.ts), a click in a React example's app adds an action as it
// happens, and the list works from the keyboard.

/** Marks the live example right before (or after) the heading `id` as `name`; returns its selector. */
async function markNear(
  page: EnginePage,
  id: string,
  where: 'before' | 'after',
  name: string,
): Promise<string> {
  await page.evaluate(
    `const heading = document.getElementById(arguments[0]);
     const blocks = Array.from(document.querySelectorAll('[class*="liveExample_"]'));
     const follows = (block) => heading.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING;
     const block = arguments[1] === 'before' ? blocks.filter((b) => !follows(b)).at(-1) : blocks.find(follows);
     block.setAttribute('data-engine-check', arguments[2]);
     block.scrollIntoView({block: 'center'});`,
    id,
    where,
    name,
  );
  return `[data-engine-check="${name}"]`;
}

async function runToEnd(page: EnginePage, example: string): Promise<void> {
  await clickButton(page, example, 'Run');
  await waitFor(page, 'the summary', `/assertions? passed/.test(${logOf})`, [example], 30_000);
}

/** Opens the Actions tab with a real click. */
async function openActions(page: EnginePage, example: string): Promise<void> {
  await waitFor(
    page,
    'the Actions tab',
    `document.querySelector(arguments[0] + ' [role=tab]:nth-child(2)')`,
    [example],
  );
  await page.click(`${example} [role=tab]:nth-child(2)`);
  await waitFor(
    page,
    'the list of actions',
    `document.querySelector(arguments[0] + ' [role=listbox]')`,
    [example],
  );
}

/** The texts of the options of the example's first list. */
const optionsOf = `Array.from(document.querySelectorAll(arguments[0] + ' [role=option]')).map((o) => o.textContent)`;

test("the Quick Start's replay lists counter/increment with its change, and the keyboard moves through it", async ({
  site,
}) => {
  await open(site, '/tutorials/quick-start');
  const example = await markNear(site, 'devtools', 'before', 'replay');
  await runToEnd(site, example);
  await openActions(site, example);
  await waitFor(
    site,
    'counter/increment with its change',
    `${optionsOf}.some((text) => text.includes('counter/increment') && text.includes('counter.value: 0 → 1'))`,
    [example],
  );
  const options = await site.evaluate<string[]>(`return ${optionsOf};`, example);
  console.log(`[${site.engine}] ${JSON.stringify(options)}`);
  expect(options.map((text) => /^\d+ (\S+)/.exec(text)?.[1])).toEqual([
    '@@INIT',
    'counter/increment',
    'counter/fetchCount/pending',
    'counter/fetchCount/fulfilled',
    'counter/fetchCount/pending',
    'counter/fetchCount/fulfilled',
  ]);
  // The Actions tab has the focus after the click; Tab reaches the list, the arrows move in it.
  await site.press('Tab');
  await waitFor(
    site,
    'the focused list',
    `document.activeElement?.getAttribute('role') === 'listbox'`,
  );
  for (let i = 0; i < 4; i++) await site.press('ArrowUp');
  await waitFor(
    site,
    'action 2 selected, with its state',
    `document.querySelector(arguments[0] + ' [role=option][aria-selected=true]')?.textContent.includes('counter/increment') &&
     document.querySelector(arguments[0] + ' [aria-label="State of store 1 after action 2"]')?.textContent === "{ counter: { value: 1, status: 'idle' } }"`,
    [example],
  );
  await site.press('ArrowDown');
  await waitFor(
    site,
    'action 3 selected',
    `document.querySelector(arguments[0] + ' [role=option][aria-selected=true]')?.textContent.includes('counter/fetchCount/pending')`,
    [example],
  );
});

test('an RTK Query request is folded under it, and a click in a React app adds an action', async ({
  site,
}) => {
  await open(site, '/rtk-query/usage/examples');
  const posts = await markNear(site, 'posts-run', 'after', 'posts');
  await runToEnd(site, posts);
  await openActions(site, posts);
  const folded = await site.evaluate<string[]>(
    `const group = Array.from(document.querySelectorAll(arguments[0] + ' [role=group]'))
       .find((g) => document.getElementById(g.getAttribute('aria-labelledby')).textContent.startsWith('getPosts(undefined)'));
     return Array.from(group.querySelectorAll('[role=option]')).map((o) => o.textContent);`,
    posts,
  );
  expect(folded.map((text) => /^\d+ (pending|fulfilled)/.exec(text)?.[1])).toEqual([
    'pending',
    'fulfilled',
  ]);

  const code = [
    "import { configureStore, createSlice } from '@reduxjs/toolkit'",
    "import { createElement } from 'react'",
    "import { createRoot } from 'react-dom/client'",
    "const clicks = createSlice({ name: 'clicks', initialState: 0, reducers: { clicked: (n) => n + 1 } })",
    'const store = configureStore({ reducer: clicks.reducer })',
    "createRoot(document.body.appendChild(document.createElement('div'))).render(createElement('button', { style: { width: '100%', height: '120px' }, onClick: () => store.dispatch(clicks.actions.clicked()) }, 'Click'))",
    '',
  ].join('\n');
  const app = await editAndRun(site, '/rtk-query/usage/examples', code);
  await waitFor(site, 'the run to end', `/assertions? passed/.test(${logOf})`, [app], 30_000);
  await openActions(site, app);
  await waitFor(site, '@@INIT alone', `${optionsOf}.length === 1`, [app]);
  await waitFor(
    site,
    'the app frame',
    `document.querySelector(arguments[0] + ' iframe:not([hidden])')?.getBoundingClientRect().height > 100`,
    [app],
  );
  const point = await site.evaluate<{x: number; y: number}>(
    `const frame = document.querySelector(arguments[0] + ' iframe:not([hidden])');
     frame.scrollIntoView({block: 'center'});
     const box = frame.getBoundingClientRect();
     return {x: Math.round(box.left + box.width / 2), y: Math.round(box.top + 40)};`,
    app,
  );
  await site.clickAt(point.x, point.y);
  await waitFor(
    site,
    'the click as an action',
    `${optionsOf}.some((text) => text.includes('clicks/clicked') && text.includes('(state): 0 → 1'))`,
    [app],
    10_000,
  );
});
