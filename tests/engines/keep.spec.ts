import {waitFor} from './driver';
import {clickButton, markExample} from './examples';
import {expect, open, ORIGIN, test} from './fixtures';

// Kept and shared edits in every engine (tests/e2e/live-keep.spec.ts covers them in depth in
// Chromium): an edit typed as a reader types survives a reload; Share gives a link that loads it
// in a fresh page (never run by itself); a hostile link leaves the docs' code with a note.

const TYPED = '// kept by the engine check';
const editorText = `document.querySelector(arguments[0] + ' [role=textbox]')?.textContent ?? ''`;

test('an edit survives a reload, and its shared link loads it, not run', async ({site}) => {
  await open(site, '/api/createAction');
  let example = await markExample(site, false);
  await clickButton(site, example, 'Edit');
  await waitFor(site, 'the editor', `document.querySelector(arguments[0] + ' [role=textbox]')`, [
    example,
  ]);
  await site.click(`${example} [role=textbox]`);
  // The whole code replaced by one line (WebKit's driver has no Home key): the editor draws
  // only the lines near the view, and this one is always drawn.
  await site.press('Control', 'a');
  await site.type(TYPED, 20);
  await waitFor(
    site,
    'the saved edit',
    `Object.keys(localStorage).some((key) => key.startsWith('live-examples.edit.'))`,
    [],
    5_000,
  );

  await site.reload();
  await waitFor(
    site,
    'the hydrated page',
    `document.documentElement.dataset.hasHydrated === 'true'`,
  );
  example = await markExample(site, false);
  await waitFor(site, 'the restored edit', `${editorText}.includes(arguments[1])`, [
    example,
    TYPED,
  ]);

  await clickButton(site, example, 'Share');
  await waitFor(
    site,
    'the link',
    `document.querySelector(arguments[0] + ' input[readonly]')?.value`,
    [example],
  );
  const link = await site.evaluate<string>(
    `return document.querySelector(arguments[0] + ' input[readonly]').value;`,
    example,
  );
  console.log(`[${site.engine}] link of ${link.length} characters`);
  expect(link).toMatch(/\/api\/createAction#live-example=1\.ts\.[\w-]+$/);

  // A reader with nothing saved opens it.
  await site.evaluate(`localStorage.clear();`);
  await site.goto(`${ORIGIN}/`);
  await site.goto(link);
  await waitFor(
    site,
    'the hydrated page',
    `document.documentElement.dataset.hasHydrated === 'true'`,
  );
  example = await markExample(site, false);
  await waitFor(
    site,
    "the link's edit",
    `${editorText}.includes(arguments[1])`,
    [example, TYPED],
    15_000,
  );
  const state = await site.evaluate<{notice: string; ran: boolean; hash: string}>(
    `const block = document.querySelector(arguments[0]);
     return {
       notice: Array.from(block.querySelectorAll('[role=status]')).map((s) => s.textContent).join(' '),
       ran: Boolean(block.querySelector('[role=log]')),
       hash: location.hash,
     };`,
    example,
  );
  expect(state.notice).toContain('This code came from a link');
  expect(state.ran).toBe(false);
  expect(state.hash).toBe('');
});

test("a hostile link leaves the docs' code, with a note", async ({site}) => {
  await site.goto(`${ORIGIN}/api/createAction#live-example=1.ts.%3Cscript%3Ealert(1)%3C/script%3E`);
  await waitFor(
    site,
    'the hydrated page',
    `document.documentElement.dataset.hasHydrated === 'true'`,
  );
  await waitFor(
    site,
    'the note',
    `Array.from(document.querySelectorAll('[role=status]')).some((s) => s.textContent.includes("The link's code could not be loaded"))`,
  );
  expect(
    await site.evaluate<number>(`return document.querySelectorAll('[role=textbox]').length;`),
  ).toBe(0);
});
