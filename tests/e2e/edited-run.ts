import type {Locator, Page} from '@playwright/test';
import {gotoHydrated} from './fixtures';

/**
 * Opens /api/createAction, replaces its first example's code with `code` (pasted at once, not
 * typed) and presses Run; returns the example's output log.
 */
export async function runEdited(page: Page, code: string): Promise<Locator> {
  await gotoHydrated(page, '/api/createAction');
  const example = page.locator('[class*="liveExample_"]').first();
  await example.getByRole('button', {name: 'Edit'}).click();
  await example.getByRole('textbox').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
  await example.getByRole('button', {name: 'Run', exact: true}).click();
  return example.getByRole('log', {name: 'Output'});
}
