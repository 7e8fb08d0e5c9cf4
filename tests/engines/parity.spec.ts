import {chunk, livePages} from '../e2e/built-routes';
import {RUN_ALL_IN_PAGE, RUN_ENDED} from '../e2e/run-all';
import {expect, open, test} from './fixtures';

// Every live example passes in Firefox as it does in Chromium (tests/e2e/live-examples.spec.ts)
// and under Node (the code-block checker). An example that cannot run in a browser says why in
// its fence meta (`no-browser="…"`) and has no Run button.

const PASSED = /\d+ assertions? passed/;
const PAGES_PER_TEST = 10;

// Chunks run side by side (each in its own browser), alongside the other checks of the engines.
test.describe.configure({mode: 'parallel', timeout: 300_000});

for (const [n, slice] of chunk(livePages(), PAGES_PER_TEST).entries()) {
  const first = n * PAGES_PER_TEST + 1;
  test(`every example passes, pages ${first}–${first + slice.length - 1}`, async ({site}) => {
    const failures: string[] = [];
    let ran = 0;
    for (const route of slice) {
      await open(site, route);
      const texts = await site.evaluate<string[]>(
        `return (${RUN_ALL_IN_PAGE.toString()})(arguments[0]);`,
        RUN_ENDED.source,
      );
      ran += texts.length;
      for (const [i, text] of texts.entries()) {
        if (!PASSED.test(text)) failures.push(`${route} #${i + 1}: ${text}`);
      }
    }
    console.log(
      `[${site.engine}] ran ${ran} examples on ${slice.length} pages, ${failures.length} failed`,
    );
    expect(failures, `[${site.engine}] examples that failed`).toEqual([]);
  });
}
