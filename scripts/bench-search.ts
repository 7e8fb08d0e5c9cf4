/**
 * Measures local search on the production build in `build/` (run `npm run build` first):
 * - index build time: the search-index plugin's work (read the built pages, extract, index);
 * - index size, raw and gzip, and every byte fetched between search intent and the first result;
 * - time from Ctrl+K to the first result in Chromium, on a cold page;
 * - warm query latency (p50/p95) in Chromium: the engine's User Timing measure per search;
 * - relevance over scripts/search-queries.txt: hit@1, hit@3 and MRR of the pages the modal lists.
 *
 * It prints figures against the targets and exits with 1 only when it cannot measure (no build,
 * an unknown page in the query file). It is a benchmark, not a test.
 *
 * CLI: `jiti scripts/bench-search.ts [--runs N]` (npm run bench:search). BENCH_PORT (default
 * 3390) is where it serves the build; CHROMIUM_PATH the browser (default /usr/bin/chromium).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page, type Request} from '@playwright/test';
import {buildSiteIndex, INDEX_FILE_NAME} from '../src/plugins/search-index';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';
import {runIfMain} from './run-main';
import {
  createLocalSearch,
  QUERY_MEASURE,
  type LocalSearch,
} from '../src/plugins/search-index/localSearch';
import type {SearchIndexFile} from '../src/plugins/search-index/schema';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT_DIR, 'build');
const QUERY_FILE = path.join(ROOT_DIR, 'scripts/search-queries.txt');

/** The targets of issue 4. */
export const TARGETS = {hitAt3: 0.95, warmP95Ms: 5, firstResultKiB: 300} as const;

/** A relevance case: a query and the pages that answer it. */
export type QueryCase = {
  readonly query: string;
  readonly expected: readonly string[];
  readonly line: number;
};

/** Parses the query file: `query => /page /other-page`, `#` comments, blank lines. */
export function parseQueries(text: string, file = QUERY_FILE): QueryCase[] {
  const cases: QueryCase[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [query, pages] = line.split('=>').map((part) => part.trim());
    if (!query || !pages) {
      throw new Error(`${file}:${index + 1}: expected "query => /page [/page...]", got "${line}"`);
    }
    cases.push({query, expected: pages.split(/\s+/), line: index + 1});
  });
  return cases;
}

/** hit@1, hit@3 and mean reciprocal rank of the first expected page in each ranking. */
export function relevance(
  cases: readonly QueryCase[],
  rank: (query: string) => readonly string[],
): {hitAt1: number; hitAt3: number; mrr: number; misses: string[]} {
  let hitAt1 = 0;
  let hitAt3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const {query, expected} of cases) {
    const pages = rank(query);
    const position = pages.findIndex((page) => expected.includes(page));
    if (position === 0) hitAt1++;
    if (position >= 0 && position < 3) hitAt3++;
    if (position >= 0) reciprocal += 1 / (position + 1);
    if (position !== 0) {
      const shown = pages.slice(0, 3).join(', ') || 'nothing';
      misses.push(`"${query}": ${position < 0 ? 'not found' : `rank ${position + 1}`} (${shown})`);
    }
  }
  const n = cases.length;
  return {hitAt1: hitAt1 / n, hitAt3: hitAt3 / n, mrr: reciprocal / n, misses};
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? NaN;
}

const median = (values: readonly number[]) => percentile(values, 50);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** Route paths of the HTML pages in a build made with `trailingSlash: false`. */
function routesOf(buildDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const relative = path.relative(buildDir, full).split(path.sep).join('/');
        routes.push(`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
      }
    }
  };
  walk(buildDir);
  return routes;
}

// The filters DocSearch sends from a docs page of this site (contextual search).
const MODAL_FACET_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** Pages in the order the modal groups them: by first appearance among the hits. */
async function modalPageOrder(search: LocalSearch, query: string): Promise<string[]> {
  const {results} = await search.search({
    requests: [{query, hitsPerPage: 20, facetFilters: MODAL_FACET_FILTERS}],
  });
  const pages = results[0]!.hits.map((hit) => new URL(hit.url).pathname);
  return Array.from(new Set(pages));
}

async function serve(port: number): Promise<{url: string; server: ChildProcess}> {
  const server = spawn(
    path.join(ROOT_DIR, 'node_modules/.bin/docusaurus'),
    ['serve', '--dir', BUILD_DIR, '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: ROOT_DIR, stdio: 'ignore', detached: true},
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return {url, server};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop(server);
  throw new Error(
    `docusaurus serve did not answer on ${url}; is port ${port} taken? Set BENCH_PORT.`,
  );
}

function stop(server: ChildProcess): void {
  if (server.pid !== undefined) {
    try {
      process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  }
}

async function openDocPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/introduction/getting-started`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // Let the page finish its own loading (Docusaurus prefetches linked routes when idle), so
  // that the bytes counted after Ctrl+K are the ones search needs.
  await page.waitForLoadState('networkidle');
  return page;
}

type Transfer = {url: string; raw: number; gzip: number};

/** Ctrl+K, type `query`, wait for the first hit: the time taken and the bytes fetched meanwhile. */
async function coldSearch(page: Page, query: string) {
  const finished: Array<{at: number; request: Request}> = [];
  page.on('requestfinished', (request) => finished.push({at: performance.now(), request}));
  const started = performance.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  const firstResultAt = performance.now();
  const transfers: Transfer[] = [];
  for (const {at, request} of finished) {
    if (at > firstResultAt) continue;
    const body = await (await request.response())?.body().catch(() => null);
    if (body) transfers.push({url: request.url(), raw: body.length, gzip: gzipSync(body).length});
  }
  return {firstResultMs: firstResultAt - started, transfers};
}

/**
 * Runs every query through the open modal `passes` times; the engine's time per search in the
 * last pass, when every file the queries need is loaded (the earlier passes fetch them).
 */
async function warmLatencies(page: Page, queries: readonly string[], passes: number) {
  const input = page.locator('.DocSearch-Input');
  let count = 0;
  for (let pass = 0; pass < passes; pass++) {
    if (pass === passes - 1) {
      await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
      count = 0;
    }
    for (const query of queries) {
      await input.fill(query);
      count++;
      await page.waitForFunction(
        ([name, n]) => performance.getEntriesByName(name as string).length >= (n as number),
        [QUERY_MEASURE, count],
      );
    }
  }
  return page.evaluate(
    (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
    QUERY_MEASURE,
  );
}

/** Runs the benchmark and prints the figures. */
export async function cli(argv: readonly string[]): Promise<number> {
  const runsFlag = argv.indexOf('--runs');
  const runs = runsFlag >= 0 ? Number(argv[runsFlag + 1]) : 5;
  const indexPath = path.join(BUILD_DIR, INDEX_FILE_NAME);
  if (!fs.existsSync(indexPath)) {
    console.error(`No ${indexPath}: run \`npm run build\` (without ALGOLIA_* variables) first.`);
    return 1;
  }
  const cases = parseQueries(fs.readFileSync(QUERY_FILE, 'utf8'));
  const file = JSON.parse(fs.readFileSync(indexPath, 'utf8')) as SearchIndexFile;
  const search = createLocalSearch(file, 'http://localhost', async (relativePath) =>
    JSON.parse(fs.readFileSync(path.join(BUILD_DIR, relativePath), 'utf8')),
  );
  const pagesInIndex = new Set(file.contentPages);
  for (const {expected, line} of cases) {
    for (const page of expected) {
      if (!pagesInIndex.has(page)) {
        console.error(`${QUERY_FILE}:${line}: ${page} is not a page of the build; fix the path.`);
        return 1;
      }
    }
  }

  // Index build: what the plugin does after `docusaurus build`, on the same pages.
  const routesPaths = routesOf(BUILD_DIR);
  const buildTimes: number[] = [];
  let built: Awaited<ReturnType<typeof buildSiteIndex>> | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    built = await buildSiteIndex({
      outDir: BUILD_DIR,
      baseUrl: '/',
      routesPaths,
      defaultLanguage: 'en',
    });
    buildTimes.push(performance.now() - started);
  }
  const json = fs.readFileSync(indexPath);
  const sizeOf = (pattern: RegExp) => {
    const dir = path.join(BUILD_DIR, 'search-index');
    const files = fs.readdirSync(dir).filter((name) => pattern.test(name));
    const bodies = files.map((name) => fs.readFileSync(path.join(dir, name)));
    return {
      files: files.length,
      raw: bodies.reduce((total, body) => total + body.length, 0),
      gzip: bodies.reduce((total, body) => total + gzipSync(body).length, 0),
    };
  };
  const shardSizes = sizeOf(/^terms-\d+\.json$/);
  const contentSizes = sizeOf(/^page-\d+\.json$/);
  const rankings = new Map<string, string[]>();
  for (const {query} of cases) rankings.set(query, await modalPageOrder(search, query));
  const rel = relevance(cases, (query) => rankings.get(query) ?? []);

  const port = Number(process.env.BENCH_PORT ?? 3390);
  const {url, server} = await serve(port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const cold: Array<Awaited<ReturnType<typeof coldSearch>>> = [];
  let warm: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const page = await openDocPage(browser, url);
      cold.push(await coldSearch(page, 'createSlice'));
      if (run === runs - 1)
        warm = await warmLatencies(
          page,
          cases.map((c) => c.query),
          3,
        );
      await page.context().close();
    }
  } finally {
    await browser.close();
    stop(server);
  }

  const transfer = cold[cold.length - 1]!.transfers;
  const sum = (list: Transfer[], key: 'raw' | 'gzip') => list.reduce((s, t) => s + t[key], 0);
  const indexTransfer = transfer.filter((t) => /\/search-index(\.json|\/)/.test(t.url));
  const firstResultGzip = sum(transfer, 'gzip');
  const firstResults = cold.map((run) => run.firstResultMs);
  const p95 = percentile(warm, 95);

  console.log(`Local search benchmark (${runs} runs; build/ served on ${url})

Index
  pages / records            ${built!.pages} / ${built!.records}
  build time                 median ${ms(median(buildTimes))}, first ${ms(buildTimes[0]!)}
  ${INDEX_FILE_NAME} (head)   ${kib(json.length)} raw, ${kib(gzipSync(json).length)} gzip (${file.terms.length} terms)
  postings shards            ${kib(shardSizes.raw)} raw, ${kib(shardSizes.gzip)} gzip in ${shardSizes.files} files
  page text files            ${kib(contentSizes.raw)} raw, ${kib(contentSizes.gzip)} gzip in ${contentSizes.files} files

Chromium, from Ctrl+K to the first result (cold page, query "createSlice")
  time to first result       median ${ms(median(firstResults))} (${firstResults.map((t) => Math.round(t)).join(', ')} ms)
  index transferred          ${kib(sum(indexTransfer, 'raw'))} raw, ${kib(sum(indexTransfer, 'gzip'))} gzip
  everything transferred     ${kib(sum(transfer, 'raw'))} raw, ${kib(firstResultGzip)} gzip in ${transfer.length} files   [target <= ${TARGETS.firstResultKiB} KiB gzip: ${mark(firstResultGzip / 1024 <= TARGETS.firstResultKiB)}]
${transfer.map((t) => `    ${kib(t.gzip).padStart(10)} gzip  ${new URL(t.url).pathname}`).join('\n')}

Chromium, warm queries (${warm.length} searches: the 3rd pass over ${cases.length} queries, engine time per search)
  p50 / p95 / max            ${ms(percentile(warm, 50))} / ${ms(p95)} / ${ms(Math.max(...warm))}   [target p95 < ${TARGETS.warmP95Ms} ms: ${mark(p95 < TARGETS.warmP95Ms)}]

Relevance (${cases.length} queries in ${path.relative(ROOT_DIR, QUERY_FILE)}, pages in modal order)
  hit@1                      ${pct(rel.hitAt1)}
  hit@3                      ${pct(rel.hitAt3)}   [target >= ${pct(TARGETS.hitAt3)}: ${mark(rel.hitAt3 >= TARGETS.hitAt3)}]
  MRR                        ${rel.mrr.toFixed(3)}
${rel.misses.length > 0 ? `  not first:\n${rel.misses.map((miss) => `    ${miss}`).join('\n')}` : ''}`);
  return 0;
}

runIfMain(import.meta.url, cli);
