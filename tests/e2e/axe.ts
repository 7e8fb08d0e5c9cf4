import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * An axe-core audit of `page` that reports violations only, run in the page itself.
 *
 * Legacy mode: by default @axe-core/playwright runs axe in each frame, then opens a new blank
 * page to merge the frames' results, for every audit. Measured here (2-core machine, Chromium):
 * /tutorials/overview 4.4–5.8 s by default and 1.8 s in legacy mode, /api/createSlice 8.8–9.3 s
 * and 2.7–4.2 s, with the same findings. The site's only frames are the live examples' sandboxes,
 * whose documents are the reader's example output, not pages of the site, and are excluded from
 * every audit.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}

/**
 * The violations in the page's live examples (their sandboxes excluded: a sandbox's document is
 * the example's own output, not a page of the site), as `rule: first target` lines, with
 * transitions off so that colours are read at rest.
 */
export async function liveExampleViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({content: '*{transition:none!important;animation:none!important}'});
  const {violations} = await axe(page)
    .include('[class*="liveExample_"]')
    .exclude('iframe')
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}
