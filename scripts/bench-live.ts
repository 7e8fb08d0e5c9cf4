/**
 * Times the live examples (src/components/LiveExample) on the production build in `build/`, in
 * the system's Chromium: for a typical example (the first run block of /api/createAction, and a
 * React one on /rtk-query/usage/queries), the time from pressing Run to its summary line
 *  - cold: a new browser context each time (empty cache), so the panel's code, the page's data,
 *    the sandbox and its scripts all load first;
 *  - again: pressing Run once more on the same block (the pointer on Run made the next sandbox).
 * Medians of N runs. It prints figures against the targets and fails only when it cannot
 * measure. It is a benchmark, not a test.
 *
 * CLI: `jiti scripts/bench-live.ts [--runs 5]` (npm run bench:live). BENCH_PORT (default 3392).
 */
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {median} from './bench-site';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';
import {runIfMain} from './run-main';
import {createStaticServer} from './serve';

const BUILD_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');

/** The targets: first output within 1 s with a cold sandbox, a re-run within 200 ms. */
export const TARGETS = {coldMs: 1000, againMs: 200} as const;

const PAGES = ['/api/createAction', '/rtk-query/usage/queries'];

/** Presses Run on the first example and returns the milliseconds until its summary line shows. */
async function timeRun(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const example = document.querySelector('[class*="liveExample_"]')!;
        const run = Array.from(example.querySelectorAll('button')).find(
          (b) => b.textContent === 'Run',
        )!;
        const done = () =>
          /assertions? passed|failed|Error|Stopped/.test(
            example.querySelector('[role="log"] p:last-child')?.textContent ?? '',
          ) &&
          !/Running|Loading/.test(
            example.querySelector('[role="log"] p:last-child')?.textContent ?? '',
          );
        const started = performance.now();
        // A re-run first replaces the old summary with "Loading…"/"Running…".
        let left = !done();
        const observer = new MutationObserver(() => {
          if (!done()) {
            left = true;
            return;
          }
          if (!left) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(example, {subtree: true, childList: true, characterData: true});
        run.click();
        setTimeout(() => reject(new Error('no summary within 15 s')), 15_000);
      }),
  );
}

export async function cli(argv: readonly string[]): Promise<number> {
  const {values} = parseArgs({args: [...argv], options: {runs: {type: 'string', default: '5'}}});
  const runs = Number(values.runs);
  const server = createStaticServer({dir: BUILD_DIR});
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.BENCH_PORT ?? 3392), '127.0.0.1', resolve),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  try {
    for (const route of PAGES) {
      const cold: number[] = [];
      const again: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(base + route);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        cold.push(await timeRun(page));
        // The reader heads for Run (which makes the next sandbox) and reads the output meanwhile.
        await page
          .locator('[class*="liveExample_"]')
          .first()
          .getByRole('button', {name: 'Run', exact: true})
          .hover();
        await page.waitForTimeout(500);
        again.push(await timeRun(page));
        await context.close();
      }
      const c = median(cold);
      const a = median(again);
      console.log(
        `${route}: first output ${c.toFixed(0)} ms (target ≤ ${TARGETS.coldMs}), ` +
          `again ${a.toFixed(0)} ms (target ≤ ${TARGETS.againMs}); medians of ${runs}`,
      );
    }
    return 0;
  } finally {
    await browser.close();
    server.close();
  }
}

runIfMain(import.meta.url, cli);
