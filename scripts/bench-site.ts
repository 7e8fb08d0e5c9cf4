/**
 * Measures speed and weight of the production build in `build/` (run `npm run build` first):
 * - Lighthouse (the npm package, in the system's Chromium) with its mobile and desktop presets,
 *   the median of N runs per page: the four category scores, total blocking time, largest
 *   contentful paint and cumulative layout shift;
 * - the bytes a cold cache requests by the load event (gzip as served), split into JS + CSS and
 *   the rest, from the browser's resource timing.
 * The build is served by scripts/serve.ts: gzip and the headers of `_headers`, as on a host.
 *
 * It prints a table of figures, flagging a category score below 100 (accessibility, best practices,
 * SEO) or any layout shift, and exits with 1 only when it cannot
 * measure. It is a benchmark, not a test.
 *
 * CLI: `jiti scripts/bench-site.ts [--runs 3] [--page /api/createSlice ...] [--preset mobile]`
 * (npm run bench:site). BENCH_BUILD_DIR (default build) is the build it measures, for alternated
 * before/after runs; BENCH_PORT (default 3391) is where it serves the build; CHROMIUM_PATH the
 * browser (default /usr/bin/chromium).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, promisify} from 'node:util';
import {chromium} from '@playwright/test';
import {PAGES} from './bench-pages';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';
import {runIfMain} from './run-main';
import {createStaticServer} from './serve';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.resolve(ROOT_DIR, process.env.BENCH_BUILD_DIR ?? 'build');
const LIGHTHOUSE_CLI = path.join(ROOT_DIR, 'node_modules/lighthouse/cli/index.js');
const execFileAsync = promisify(execFile);
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

// Issue 29 withdrew issue 14's performance, blocking-time and 160 kB targets: speed is reported
// here against the established site in notes, and the bytes are guarded by
// `npm run check:budgets`. What still holds on every page: the other categories at 100, no shift.

type Preset = 'mobile' | 'desktop';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
};

export type LoadBytes = {jsCss: number; other: number; requests: number};

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Per field, the median over runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
  };
}

/** The parts of Lighthouse's JSON report read here. */
type LighthouseReport = {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
  runtimeError?: {message: string};
};

/**
 * One Lighthouse run through its CLI (the package is ESM with `import.meta`, which this script's
 * loader cannot import), in a fresh Chromium it launches (reusing one browser across runs made
 * Lighthouse fail with NO_NAVSTART in Chromium 156).
 */
async function runLighthouse(url: string, preset: Preset): Promise<LighthouseFigures> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const {stdout} = await execFileAsync(process.execPath, args, {
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
  });
  const {categories, audits, runtimeError} = JSON.parse(stdout) as LighthouseReport;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message} (${url})`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** Attempts per Lighthouse run before the benchmark gives up. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * A Lighthouse run, tried again when it fails: in this Chromium a run now and then loses its
 * trace (NO_NAVSTART) with nothing wrong in the page. A page that fails every time still stops
 * the benchmark.
 */
async function runLighthouseWithRetries(url: string, preset: Preset): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, preset);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message.split('\n').at(-2) : String(error);
      console.warn(`Lighthouse failed on ${url} (${preset}), attempt ${attempt}: ${reason}`);
    }
  }
}

/** Bytes (as transferred, gzip) of every request finished by the load event, cold cache. */
async function loadBytes(url: string): Promise<LoadBytes> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  try {
    const page = await browser.newPage();
    await page.goto(url, {waitUntil: 'load'});
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const loadAt = navigation?.loadEventStart ?? Infinity;
      const resources = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => entry.responseEnd <= loadAt);
      let jsCss = 0;
      let other = navigation?.transferSize ?? 0;
      for (const entry of resources) {
        if (/\.(?:m?js|css)(?:\?|$)/.test(new URL(entry.name).pathname)) {
          jsCss += entry.transferSize;
        } else {
          other += entry.transferSize;
        }
      }
      return {jsCss, other, requests: resources.length + 1};
    });
  } finally {
    await browser.close();
  }
}

function formatRow(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
}

export async function cli(argv: readonly string[]): Promise<number> {
  const {values} = parseArgs({
    args: [...argv],
    options: {
      runs: {type: 'string', default: '3'},
      page: {type: 'string', multiple: true},
      preset: {type: 'string', multiple: true},
    },
  });
  const runs = Number(values.runs);
  const pages = values.page ?? [...PAGES];
  const presets = (values.preset ?? ['mobile', 'desktop']) as Preset[];
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    console.error('bench:site: build/ not found; run `npm run build` first.');
    return 1;
  }
  const server = createStaticServer({dir: BUILD_DIR});
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.BENCH_PORT ?? 3391), '127.0.0.1', resolve),
  );
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: string[][] = [];
  let met = true;
  try {
    for (const page of pages) {
      const url = origin + page;
      const bytes = await loadBytes(url);
      const kb = (n: number) => (n / 1000).toFixed(1);
      for (const preset of presets) {
        const results: LighthouseFigures[] = [];
        for (let i = 0; i < runs; i++) results.push(await runLighthouseWithRetries(url, preset));
        const m = medianFigures(results);
        const ok =
          m.accessibility === 100 && m.bestPractices === 100 && m.seo === 100 && m.cls === 0;
        met &&= ok;
        rows.push([
          page,
          preset,
          String(m.performance),
          String(m.accessibility),
          String(m.bestPractices),
          String(m.seo),
          `${Math.round(m.tbtMs)}`,
          `${Math.round(m.lcpMs)}`,
          m.cls.toFixed(3),
          kb(bytes.jsCss),
          kb(bytes.other),
          String(bytes.requests),
          ok ? 'ok' : 'CHECK',
        ]);
        console.error(
          `measured ${page} (${preset}): ${results.map((r) => r.performance).join(', ')}`,
        );
      }
    }
  } finally {
    server.close();
  }
  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'TBT ms',
    'LCP ms',
    'CLS',
    'JS+CSS kB',
    'other kB',
    'reqs',
    'a11y/BP/SEO 100, CLS 0',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page and preset; bytes by the load event, cold cache, gzip as served (kB = 1000 B)
JS+CSS budgets: npm run check:budgets (from the build, deterministic)
${formatRow(header, widths)}
${rows.map((row) => formatRow(row, widths)).join('\n')}
${met ? 'Every page: accessibility, best practices and SEO 100, no layout shift.' : 'A page scored below 100 in a category or shifted: see CHECK.'}`);
  return 0;
}

runIfMain(import.meta.url, cli);
