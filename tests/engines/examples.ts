import {waitFor, type EnginePage} from './driver';
import {open} from './fixtures';

// Live examples as the engine checks use them: find one, edit it as a reader types, run it.

/** The live example `selector` marks; `tsx` picks the first one whose code is TSX. */
export async function markExample(page: EnginePage, tsx: boolean): Promise<string> {
  await page.evaluate(
    `const blocks = Array.from(document.querySelectorAll('[class*="liveExample_"]'));
     const block = arguments[0] ? blocks.find((b) => b.querySelector('pre.language-tsx')) : blocks[0];
     block.setAttribute('data-engine-check', 'example');
     block.scrollIntoView({block: 'center'});`,
    tsx,
  );
  return '[data-engine-check="example"]';
}

export const clickButton = (page: EnginePage, selector: string, name: string) =>
  page.evaluate(
    'Array.from(document.querySelector(arguments[0]).querySelectorAll("button")).find((b) => b.textContent === arguments[1]).click();',
    selector,
    name,
  );

/** An expression for the text of the output log of the example `arguments[0]` selects. */
export const logOf = `(document.querySelector(arguments[0])?.querySelector('[role=log]')?.textContent ?? '')`;

/**
 * Opens `path`, replaces the code of its first live example (its first TSX one with `tsx`) with
 * `code`, typed as a reader types, and presses Run. Returns the example's selector.
 */
export async function editAndRun(
  page: EnginePage,
  path: string,
  code: string,
  tsx = path !== '/api/createAction',
): Promise<string> {
  await open(page, path);
  const example = await markExample(page, tsx);
  await clickButton(page, example, 'Edit');
  await waitFor(page, 'the editor', `document.querySelector(arguments[0] + ' [role=textbox]')`, [
    example,
  ]);
  await page.click(`${example} [role=textbox]`);
  await page.press('Control', 'a');
  await page.press('Backspace');
  await page.type(code, 5);
  await clickButton(page, example, 'Run');
  return example;
}
