/**
 * What a theme override saves on the main thread: the same page from two builds (one without the
 * override), loaded in turn in Chromium at phone width with the CPU slowed 4x, as Lighthouse's
 * mobile preset does. Each load is measured from navigation until the page has hydrated and been
 * idle for `--settle` ms (work deferred to idle time, such as the mobile menu, counts):
 * - main-thread task time (CDP Performance.getMetrics TaskDuration);
 * - total blocking time: the sum over long tasks of their time beyond 50 ms.
 * Runs alternate A, B, A, B… so a machine slowing down affects both alike; medians are printed
 * with the spread (min–max) so a difference can be judged against the noise.
 *
 * It is a benchmark for the override ledger (src/theme/README.md), not a test.
 *
 * CLI: `jiti scripts/bench-overrides.ts --a <build dir> --b <build dir> [--page /api/createSlice]
 * [--runs 5] [--settle 3000]`.
 */
import type http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';
import {runIfMain} from './run-main';
import {createStaticServer} from './serve';

type Sample = {taskMs: number; tbtMs: number};

async function listen(dir: string, port: number): Promise<http.Server> {
  const server = createStaticServer({dir});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function measure(browser: Browser, url: string, settleMs: number): Promise<Sample> {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as {__longTasks: number[]};
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Performance.enable', {timeDomain: 'threadTicks'});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  await page.waitForTimeout(settleMs);
  const {metrics} = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
  const longTasks = await page.evaluate(
    () => (window as unknown as {__longTasks: number[]}).__longTasks,
  );
  await context.close();
  return {
    taskMs: taskSeconds * 1000,
    tbtMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function describe(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${median(sorted).toFixed(0).padStart(6)} ms  (${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`;
}

export async function cli(argv: readonly string[]): Promise<number> {
  const {values} = parseArgs({
    args: [...argv],
    options: {
      a: {type: 'string'},
      b: {type: 'string'},
      page: {type: 'string', default: '/api/createSlice'},
      runs: {type: 'string', default: '5'},
      settle: {type: 'string', default: '3000'},
    },
  });
  if (!values.a || !values.b) {
    console.error('Usage: jiti scripts/bench-overrides.ts --a <build> --b <build> [--page P]');
    return 1;
  }
  const runs = Number(values.runs);
  const settle = Number(values.settle);
  const builds = [path.resolve(values.a), path.resolve(values.b)];
  const servers = await Promise.all(builds.map((dir, i) => listen(dir, 3395 + i)));
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  const samples: Sample[][] = [[], []];
  try {
    // One load of each first, unmeasured: the server's and the browser's first-use costs.
    for (let i = 0; i < 2; i++)
      await measure(browser, `http://127.0.0.1:${3395 + i}${values.page}`, 0);
    for (let run = 0; run < runs; run++) {
      for (let i = 0; i < 2; i++) {
        samples[i]!.push(
          await measure(browser, `http://127.0.0.1:${3395 + i}${values.page}`, settle),
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  console.log(
    `${values.page}, phone width, CPU 4x slower, ${runs} alternated runs each; median (min–max)`,
  );
  for (let i = 0; i < 2; i++) {
    const label = i === 0 ? 'A' : 'B';
    console.log(`  ${label} ${builds[i]}`);
    console.log(`    main-thread tasks ${describe(samples[i]!.map((s) => s.taskMs))}`);
    console.log(`    blocking time     ${describe(samples[i]!.map((s) => s.tbtMs))}`);
  }
  return 0;
}

runIfMain(import.meta.url, cli);
